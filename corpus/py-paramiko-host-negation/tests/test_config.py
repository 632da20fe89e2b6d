import unittest

from paramiko import SSHConfig
from paramiko.ssh_exception import ConfigParseError

CONFIG = """
# A comment
Host *.example.com !bastion.example.com
    User deploy
    IdentityFile ~/.ssh/deploy

Host bastion.example.com
    User jump
    Port 2222

Host db?
    HostName %h.internal

Host *
    User nobody
    Port 22
    IdentityFile ~/.ssh/id_rsa
"""


class TestSSHConfig(unittest.TestCase):
    def setUp(self):
        self.config = SSHConfig.from_text(CONFIG)

    def test_first_match_wins(self):
        result = self.config.lookup("web1.example.com")
        self.assertEqual(result["user"], "deploy")
        self.assertEqual(result.as_int("port"), 22)

    def test_identityfile_accumulates(self):
        result = self.config.lookup("web1.example.com")
        self.assertEqual(result["identityfile"], ["~/.ssh/deploy", "~/.ssh/id_rsa"])

    def test_negated_host_is_excluded(self):
        result = self.config.lookup("bastion.example.com")
        self.assertEqual(result["user"], "jump")
        self.assertEqual(result.as_int("port"), 2222)
        self.assertEqual(result["identityfile"], ["~/.ssh/id_rsa"])

    def test_hostname_token_expansion(self):
        result = self.config.lookup("db1")
        self.assertEqual(result["hostname"], "db1.internal")
        self.assertEqual(result["user"], "nobody")

    def test_hostname_defaults_to_target(self):
        self.assertEqual(self.config.lookup("other")["hostname"], "other")

    def test_get_hostnames(self):
        self.assertEqual(self.config.get_hostnames(), {
            "*", "*.example.com", "!bastion.example.com", "bastion.example.com", "db?"})

    def test_unparsable_line(self):
        with self.assertRaises(ConfigParseError):
            SSHConfig.from_text("Host foo\n    Bogus\n")


if __name__ == '__main__':
    unittest.main()
