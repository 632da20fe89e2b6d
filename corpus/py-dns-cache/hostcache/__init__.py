"""A caching host-name resolver with static overrides, as used by the service's HTTP client."""
