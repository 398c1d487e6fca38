"""Masyu's deduction levels, easiest first: Tatham's two Pearl levels, then ours.

Its own module so that the genre's record can name them without loading the rules.
"""

LEVELS = ("easy", "tricky", "expert", "deep")
