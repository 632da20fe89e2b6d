"""Server-side sessions with signed ids, an idle timeout and an absolute lifetime."""
