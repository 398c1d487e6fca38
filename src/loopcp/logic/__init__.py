"""Human-style deduction: rule engines that solve a puzzle step by step, as a person would.

Each genre has its own rules (``logic.slitherlink``, ``logic.masyu``);
this package holds what they share (``logic.base``) and the registry.
"""
