from paramiko.config import SSHConfig, SSHConfigDict  # noqa
