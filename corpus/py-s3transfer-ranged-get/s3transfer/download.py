from s3transfer.utils import calculate_num_parts, calculate_range_parameter


class DownloadSubmissionTask:
    """Plans the GetObject calls for a (possibly ranged) download."""

    def __init__(self, multipart_threshold=8 * 1024 * 1024, multipart_chunksize=8 * 1024 * 1024):
        self.multipart_threshold = multipart_threshold
        self.multipart_chunksize = multipart_chunksize

    def plan(self, bucket, key, size, extra_args=None):
        extra_args = dict(extra_args or {})
        if size < self.multipart_threshold:
            return [dict(Bucket=bucket, Key=key, **extra_args)]
        return self._plan_ranged_download(bucket, key, size, extra_args)

    def _plan_ranged_download(self, bucket, key, size, extra_args):
        part_size = self.multipart_chunksize
        num_parts = calculate_num_parts(size, part_size)
        calls = []
        for i in range(num_parts):
            range_parameter = calculate_range_parameter(part_size, i, num_parts)
            calls.append(dict(Bucket=bucket, Key=key, Range=range_parameter, **extra_args))
        return calls
