"""Photo gallery: uploads and their thumbnails."""
