import unittest
from datetime import datetime

from cronfile.crontab import CrontabError, due, parse

CRONTAB = """\
# m h dom mon dow command
SHELL=/bin/bash
MAILTO="ops@example.com"
*/10 * * * *  /usr/local/bin/poll-queue
30 2 * * mon-fri  backup.sh --full
@daily  logrotate /etc/logrotate.conf
"""


class CrontabTest(unittest.TestCase):
    def test_jobs_without_environment_lines(self):
        jobs = parse("*/10 * * * * poll\n@hourly sync\n")
        self.assertEqual([j.command for j in jobs], ["poll", "sync"])
        self.assertEqual(jobs[1].schedule.spec, "0 * * * *")

    def test_environment_applies_to_the_jobs_below(self):
        jobs = parse(CRONTAB)
        self.assertEqual(len(jobs), 3)
        self.assertEqual(jobs[0].env, {"SHELL": "/bin/bash", "MAILTO": "ops@example.com"})
        self.assertEqual(jobs[1].lineno, 5)

    def test_due_at_half_past_two_on_a_friday(self):
        jobs = parse(CRONTAB)
        self.assertEqual(due(jobs, datetime(2026, 11, 27, 2, 30)), ["/usr/local/bin/poll-queue", "backup.sh --full"])

    def test_errors_name_the_line(self):
        with self.assertRaises(CrontabError) as ctx:
            parse("# header\n*/10 * * *\n")
        self.assertEqual(ctx.exception.lineno, 2)
        with self.assertRaises(CrontabError):
            parse("@yearly rotate\n")
