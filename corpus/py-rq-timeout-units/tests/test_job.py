import unittest

from rq.exceptions import TimeoutFormatError
from rq.job import Job, JobStatus


def say_hello(name=None):
    return 'Hi there, %s!' % (name or 'Stranger')


class TestJob(unittest.TestCase):
    def test_create_typical_job(self):
        job = Job.create(func=say_hello, args=(3, 4), kwargs=dict(z=2))
        self.assertEqual(job.func_name, 'tests.test_job.say_hello')
        self.assertEqual(job.args, (3, 4))
        self.assertEqual(job.kwargs, {'z': 2})
        self.assertEqual(job.get_status(), JobStatus.QUEUED)

    def test_description(self):
        job = Job.create('myapp.tasks.send', args=('ann',), kwargs={'retry': True})
        self.assertEqual(job.description, "myapp.tasks.send('ann', retry=True)")

    def test_create_job_with_integer_timeout(self):
        job = Job.create(func=say_hello, timeout=600, result_ttl='500')
        self.assertEqual(job.timeout, 600)
        self.assertEqual(job.result_ttl, 500)

    def test_create_job_with_timeout_units(self):
        self.assertEqual(Job.create(func=say_hello, timeout='15m').timeout, 900)
        self.assertEqual(Job.create(func=say_hello, ttl='2d').ttl, 172800)

    def test_timeout_units_are_case_insensitive(self):
        job = Job.create(func=say_hello, timeout='1H', result_ttl='30S')
        self.assertEqual(job.timeout, 3600)
        self.assertEqual(job.result_ttl, 30)

    def test_invalid_timeout(self):
        with self.assertRaises(TimeoutFormatError):
            Job.create(func=say_hello, timeout='10 minutes')
        with self.assertRaises(TimeoutFormatError):
            Job.create(func=say_hello, timeout='1w')

    def test_invalid_args(self):
        with self.assertRaises(TypeError):
            Job.create(func=say_hello, args=42)


if __name__ == '__main__':
    unittest.main()
