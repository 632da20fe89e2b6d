"""Pure-python data utilities, after keras.utils (sequence padding, batching, tokenizing)."""
