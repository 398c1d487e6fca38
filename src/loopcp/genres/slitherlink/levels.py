"""Slitherlink's deduction levels, easiest first: Tatham's four Loopy levels, then ours.

Its own module so that the genre's record can name them without loading the rules.
"""

LEVELS = ("easy", "normal", "tricky", "hard", "expert", "deep")
