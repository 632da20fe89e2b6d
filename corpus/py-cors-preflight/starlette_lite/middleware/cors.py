import re

from ..datastructures import Headers, PlainTextResponse

ALL_METHODS = ("DELETE", "GET", "HEAD", "OPTIONS", "PATCH", "POST", "PUT")
SAFELISTED_HEADERS = {"Accept", "Accept-Language", "Content-Language", "Content-Type"}


class CORSMiddleware:
    def __init__(self, allow_origins=(), allow_methods=("GET",), allow_headers=(),
                 allow_credentials=False, allow_origin_regex=None, max_age=600):
        if "*" in allow_methods:
            allow_methods = ALL_METHODS
        compiled_allow_origin_regex = None
        if allow_origin_regex is not None:
            compiled_allow_origin_regex = re.compile(allow_origin_regex)

        self.allow_all_origins = "*" in allow_origins
        self.allow_all_headers = "*" in allow_headers
        self.preflight_explicit_allow_origin = not self.allow_all_origins or allow_credentials

        preflight_headers = {}
        if self.preflight_explicit_allow_origin:
            # The origin value will be set in preflight_response() if it is allowed.
            preflight_headers["Vary"] = "Origin"
        else:
            preflight_headers["Access-Control-Allow-Origin"] = "*"
        preflight_headers["Access-Control-Allow-Methods"] = ", ".join(allow_methods)
        preflight_headers["Access-Control-Max-Age"] = str(max_age)
        allow_headers = sorted(SAFELISTED_HEADERS | set(allow_headers))
        if allow_headers and not self.allow_all_headers:
            preflight_headers["Access-Control-Allow-Headers"] = ", ".join(allow_headers)
        if allow_credentials:
            preflight_headers["Access-Control-Allow-Credentials"] = "true"

        self.allow_origins = allow_origins
        self.allow_methods = allow_methods
        self.allow_headers = [h.lower() for h in allow_headers]
        self.allow_origin_regex = compiled_allow_origin_regex
        self.preflight_headers = preflight_headers

    def is_allowed_origin(self, origin):
        if self.allow_all_origins:
            return True
        if self.allow_origin_regex is not None and self.allow_origin_regex.match(origin):
            return True
        return origin in self.allow_origins

    def preflight_response(self, request_headers):
        request_headers = Headers(request_headers)
        requested_origin = request_headers["origin"]
        requested_method = request_headers["access-control-request-method"]
        requested_headers = request_headers.get("access-control-request-headers")

        headers = dict(self.preflight_headers)
        failures = []
        if self.is_allowed_origin(origin=requested_origin):
            if self.preflight_explicit_allow_origin:
                headers["Access-Control-Allow-Origin"] = requested_origin
        else:
            failures.append("origin")

        if requested_method not in self.allow_methods:
            failures.append("method")

        if self.allow_all_headers and requested_headers is not None:
            headers["Access-Control-Allow-Headers"] = requested_headers
        elif requested_headers is not None:
            for header in [h.lower() for h in requested_headers.split(",")]:
                if header.strip() not in self.allow_headers:
                    failures.append("headers")
                    break

        if failures:
            failure_text = "Disallowed CORS " + ", ".join(failures)
            return PlainTextResponse(failure_text, status_code=400, headers=headers)
        return PlainTextResponse("OK", status_code=200, headers=headers)
