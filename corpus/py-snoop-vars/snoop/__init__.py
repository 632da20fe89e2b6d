"""Line-by-line variable reports, in the manner of PySnooper."""
