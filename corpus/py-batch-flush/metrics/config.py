MAX_BATCH = 500          # points per request
FLUSH_INTERVAL = 10.0    # seconds between flushes when traffic is low
MAX_PENDING = 5000       # points kept when the collector is unreachable
