"""Retry policies for an AWS-style API client."""
