"""Reading crontab files: environment lines, schedules and commands."""
