use urlpath::{file_path, join, normalize, resolve_segments};

#[test]
fn dot_segments() {
    assert_eq!(resolve_segments("a/./b/../c"), vec!["a", "c"]);
    assert_eq!(normalize("docs/./guide/../api"), "/docs/api");
}

#[test]
fn cannot_climb_above_root() {
    assert_eq!(normalize("../../etc/passwd"), "/etc/passwd");
}

#[test]
fn keeps_trailing_slash() {
    assert_eq!(normalize("/docs/guide/"), "/docs/guide/");
    assert_eq!(normalize("/docs/guide/.."), "/docs/");
}

#[test]
fn collapses_repeated_slashes() {
    assert_eq!(normalize("//static///css/site.css"), "/static/css/site.css");
}

#[test]
fn relative_reference() {
    assert_eq!(join("/blog/2024/post.html", "../about.html"), "/blog/about.html");
    assert_eq!(join("/blog/2024/post.html", "/contact"), "/contact");
}

#[test]
fn index_file_for_directories() {
    assert_eq!(file_path("/srv/www/", "/docs/"), "/srv/www/docs/index.html");
    assert_eq!(file_path("/srv/www", "/img/logo.png"), "/srv/www/img/logo.png");
}

#[test]
fn double_slash_in_request() {
    assert_eq!(file_path("/srv/www", "/img//logo.png"), "/srv/www/img/logo.png");
}
