"""`tldextract` accurately separates a URL's subdomain, domain, and public suffix,
using the Public Suffix List (PSL). A tiny snapshot of the list is built in here."""

from collections import namedtuple

from .remote import lenient_netloc, looks_like_ip

PUBLIC_SUFFIX_LIST = """
com
uk
co.uk
jp
*.kawasaki.jp
!city.kawasaki.jp
рф
"""


class ExtractResult(namedtuple("ExtractResult", "subdomain domain suffix")):
    @property
    def registered_domain(self):
        if self.suffix and self.domain:
            return "{}.{}".format(self.domain, self.suffix)
        return ""


def _decode_punycode(label):
    lowered = label
    looks_like_puny = lowered.startswith("xn--")
    if looks_like_puny:
        try:
            return lowered.encode("ascii").decode("idna")
        except UnicodeError:
            pass
    return lowered


class _PublicSuffixListTLDExtractor:
    def __init__(self, tlds):
        self.tlds = frozenset(tlds)

    def suffix_index(self, spl):
        """Returns the index of the first suffix label. Returns len(spl) if no suffix is found."""
        for i in range(len(spl)):
            maybe_tld = ".".join(_decode_punycode(label) for label in spl[i:])
            if "!" + maybe_tld in self.tlds:
                return i + 1
            if maybe_tld in self.tlds:
                return i
            if "*." + ".".join(_decode_punycode(label) for label in spl[i + 1:]) in self.tlds:
                return i
        return len(spl)


class TLDExtract:
    def __init__(self, suffix_list=PUBLIC_SUFFIX_LIST):
        lines = (line.strip() for line in suffix_list.splitlines())
        self._extractor = _PublicSuffixListTLDExtractor(line for line in lines if line)

    def __call__(self, url):
        netloc = lenient_netloc(url)
        labels = netloc.replace("\u3002", ".").split(".")
        suffix_index = self._extractor.suffix_index(labels)
        if suffix_index == len(labels) and netloc and looks_like_ip(netloc):
            return ExtractResult("", netloc, "")
        suffix = ".".join(labels[suffix_index:])
        subdomain = ".".join(labels[:suffix_index - 1]) if suffix_index >= 2 else ""
        domain = labels[suffix_index - 1] if suffix_index else ""
        return ExtractResult(subdomain, domain, suffix)


extract = TLDExtract()
