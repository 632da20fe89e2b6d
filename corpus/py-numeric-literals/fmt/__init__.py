"""Source normalization passes, in the manner of black."""
