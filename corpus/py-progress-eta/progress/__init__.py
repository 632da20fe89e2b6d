"""A console progress meter in the style of tqdm."""
