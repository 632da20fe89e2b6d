use crate::{Comparator, Op, Version, VersionReq};

pub(crate) fn matches_req(req: &VersionReq, ver: &Version) -> bool {
    if !req.comparators.iter().all(|cmp| matches_impl(cmp, ver)) {
        return false;
    }
    // A version with a prerelease tag (for example, 1.3.0-alpha.3) only satisfies req if at least
    // one comparator with the same major.minor.patch also has a prerelease tag.
    if ver.pre.is_empty() {
        return true;
    }
    req.comparators.iter().any(|cmp| pre_is_compatible(cmp, ver))
}

fn matches_impl(cmp: &Comparator, ver: &Version) -> bool {
    match cmp.op {
        Op::Exact | Op::Wildcard => matches_exact(cmp, ver),
        Op::Greater => matches_greater(cmp, ver),
        Op::GreaterEq => matches_exact(cmp, ver) || matches_greater(cmp, ver),
        Op::Less => !matches_exact(cmp, ver) && !matches_greater(cmp, ver),
        Op::LessEq => !matches_greater(cmp, ver),
        Op::Tilde => matches_tilde(cmp, ver),
        Op::Caret => matches_caret(cmp, ver),
    }
}

fn matches_exact(cmp: &Comparator, ver: &Version) -> bool {
    ver.major == cmp.major
        && cmp.minor.map_or(true, |minor| ver.minor == minor)
        && cmp.patch.map_or(true, |patch| ver.patch == patch)
        && ver.pre == cmp.pre
}

fn matches_greater(cmp: &Comparator, ver: &Version) -> bool {
    if ver.major != cmp.major {
        return ver.major > cmp.major;
    }
    match cmp.minor {
        None => return false,
        Some(minor) if ver.minor != minor => return ver.minor > minor,
        Some(_) => {}
    }
    match cmp.patch {
        None => return false,
        Some(patch) if ver.patch != patch => return ver.patch > patch,
        Some(_) => {}
    }
    ver.pre > cmp.pre
}

fn matches_tilde(cmp: &Comparator, ver: &Version) -> bool {
    if ver.major != cmp.major || cmp.minor.map_or(false, |minor| ver.minor != minor) {
        return false;
    }
    match cmp.patch {
        Some(patch) if ver.patch != patch => ver.patch > patch,
        _ => ver.pre >= cmp.pre,
    }
}

fn matches_caret(cmp: &Comparator, ver: &Version) -> bool {
    if ver.major != cmp.major {
        return false;
    }
    let Some(minor) = cmp.minor else { return true };
    let patch = match cmp.patch {
        None => return if cmp.major > 0 { ver.minor >= minor } else { ver.minor == minor },
        Some(patch) => patch,
    };
    if cmp.major > 0 {
        if ver.minor != minor {
            return ver.minor > minor;
        } else if ver.patch != patch {
            return ver.patch > patch;
        }
    } else if minor > 0 {
        if ver.minor != minor {
            return false;
        } else if ver.patch != patch {
            return ver.patch > patch;
        }
    } else if ver.minor != minor {
        return false;
    }
    ver.pre >= cmp.pre
}

fn pre_is_compatible(cmp: &Comparator, ver: &Version) -> bool {
    cmp.major == ver.major && cmp.minor == Some(ver.minor) && cmp.patch == Some(ver.patch) && !cmp.pre.is_empty()
}
