"""The generator in parts: the options, the uniqueness checker, and the removal policy.

``loopcp.generate`` is the pipeline that uses them, and the public door.
"""
