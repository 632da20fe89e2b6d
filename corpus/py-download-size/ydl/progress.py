"""The one-line status a downloader prints while it works."""

from .utils import format_bytes, format_seconds


def calc_percent(byte_counter, data_len):
    if data_len is None:
        return None
    return float(byte_counter) / float(data_len) * 100.0


def calc_eta(start, now, total, current):
    if total is None:
        return None
    dif = now - start
    if current == 0 or dif < 0.001:
        return None
    rate = float(current) / dif
    return int((float(total) - float(current)) / rate)


def calc_speed(start, now, bytes):
    dif = now - start
    if bytes == 0 or dif < 0.001:
        return None
    return float(bytes) / dif


def progress_line(status):
    """status: dict with downloaded_bytes, total_bytes, elapsed (seconds)."""
    done, total = status['downloaded_bytes'], status.get('total_bytes')
    percent = calc_percent(done, total)
    speed = calc_speed(0, status['elapsed'], done)
    eta = calc_eta(0, status['elapsed'], total, done)
    percent_str = 'Unknown %' if percent is None else '%5.1f%%' % percent
    speed_str = 'Unknown speed' if speed is None else '%s/s' % format_bytes(speed)
    eta_str = 'Unknown ETA' if eta is None else 'ETA ' + format_seconds(eta)
    return '[download] %s of %s at %s %s' % (percent_str, format_bytes(total), speed_str, eta_str)
