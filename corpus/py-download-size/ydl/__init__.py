"""Download progress reporting, after youtube_dl.utils and youtube_dl.downloader.common."""
