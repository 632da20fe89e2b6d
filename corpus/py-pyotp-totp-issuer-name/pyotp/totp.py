import calendar
import datetime
import time

from . import utils
from .otp import OTP


class TOTP(OTP):
    """Handler for time-based OTP counters."""

    def __init__(self, s, digits=6, digest=None, name=None, issuer=None, interval=30):
        """:param interval: the time interval in seconds for OTP. Defaults to 30."""
        self.interval = interval
        super().__init__(s, digits, digest, issuer, name)

    def at(self, for_time, counter_offset=0):
        """Accepts either a Unix timestamp integer or a datetime object."""
        if not isinstance(for_time, datetime.datetime):
            for_time = datetime.datetime.fromtimestamp(int(for_time))
        return self.generate_otp(self.timecode(for_time) + counter_offset)

    def now(self):
        """Generate the current time OTP."""
        return self.generate_otp(self.timecode(datetime.datetime.now()))

    def verify(self, otp, for_time=None, valid_window=0):
        """Verifies the OTP passed in against the current time OTP."""
        if for_time is None:
            for_time = datetime.datetime.now()
        if valid_window:
            for i in range(-valid_window, valid_window + 1):
                if utils.strings_equal(str(otp), str(self.at(for_time, i))):
                    return True
            return False
        return utils.strings_equal(str(otp), str(self.at(for_time)))

    def provisioning_uri(self, name=None, issuer_name=None):
        """Returns the provisioning URI for the OTP."""
        return utils.build_uri(
            self.secret, name if name else self.name,
            issuer=issuer_name if issuer_name else self.issuer,
            algorithm=self.digest().name, digits=self.digits, period=self.interval)

    def timecode(self, for_time):
        """Accepts either a timezone naive (for_time.tzinfo is None) or a
        timezone aware datetime as argument and returns the corresponding
        counter value (timecode)."""
        if for_time.tzinfo:
            return int(calendar.timegm(for_time.utctimetuple()) / self.interval)
        return int(time.mktime(for_time.timetuple()) / self.interval)
