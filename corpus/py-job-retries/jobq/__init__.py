"""A tiny background-job runner with retries for flaky work (webhooks, e-mail, uploads)."""
