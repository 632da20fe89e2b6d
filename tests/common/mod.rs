//! Shared helpers for the CLI integration tests: temporary workspaces (copies of the bundled
//! examples in fresh git repositories) and running the real `bugbash` binary.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

pub fn bin() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_bugbash"))
}

pub fn repo_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Facts about a bundled example (`bugbash.example.toml`).
#[derive(Debug, serde::Deserialize)]
pub struct ExampleFacts {
    pub description: String,
    pub test_command: String,
    pub buggy_file: String,
    pub buggy_line: u32,
    pub failing_test: String,
}

pub fn example_names() -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(repo_root().join("examples"))
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.path().join("bugbash.example.toml").exists())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    v.sort();
    v
}

pub fn facts(name: &str) -> ExampleFacts {
    let text = std::fs::read_to_string(
        repo_root()
            .join("examples")
            .join(name)
            .join("bugbash.example.toml"),
    )
    .unwrap();
    toml::from_str(&text).unwrap()
}

/// A workspace in a temp dir. Rust examples build in their own `target/` (a target shared
/// between copies of one package can run stale code). `state` is the `XDG_STATE_HOME` of every
/// run (where the approval key lives): a temp dir outside the workspace, never the real home.
pub struct Ws {
    pub dir: tempfile::TempDir,
    pub state: tempfile::TempDir,
}

impl Ws {
    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    pub fn empty() -> Ws {
        let dir = tempfile::Builder::new()
            .prefix("bugbash-test-")
            .tempdir()
            .unwrap();
        let state = tempfile::Builder::new()
            .prefix("bugbash-test-state-")
            .tempdir()
            .unwrap();
        Ws { dir, state }
    }

    /// The `XDG_STATE_HOME` the runs use (give it to a language server that shares approvals
    /// with the CLI).
    pub fn state_home(&self) -> &Path {
        self.state.path()
    }

    /// A copy of `examples/<name>` as a git repository with one commit.
    pub fn example(name: &str) -> Ws {
        let ws = Ws::empty();
        copy_dir(&repo_root().join("examples").join(name), ws.path());
        git(ws.path(), &["init", "-q"]);
        git(ws.path(), &["add", "-A"]);
        git(
            ws.path(),
            &[
                "-c",
                "user.email=t@example.invalid",
                "-c",
                "user.name=t",
                "commit",
                "-qm",
                "example",
            ],
        );
        ws
    }

    pub fn run(&self, args: &[&str]) -> Run {
        self.run_env(args, &[])
    }

    /// Like [`Ws::run`], with extra environment variables.
    pub fn run_env(&self, args: &[&str], env: &[(&str, &str)]) -> Run {
        let out = Command::new(bin())
            .args(args)
            .envs(env.iter().copied())
            .current_dir(self.path())
            .env("XDG_STATE_HOME", self.state_home())
            .env("NO_COLOR", "1")
            .env_remove("CARGO_TARGET_DIR")
            .env_remove("BUGBASH_TEST_COMMAND")
            .output()
            .unwrap();
        Run::from(out)
    }

    pub fn read(&self, rel: &str) -> String {
        std::fs::read_to_string(self.path().join(rel)).unwrap()
    }

    /// Every file under the workspace except `.git/`, with contents, for "nothing changed"
    /// checks.
    pub fn snapshot(&self) -> Vec<(String, Vec<u8>)> {
        let mut out = Vec::new();
        for e in walkdir::WalkDir::new(self.path())
            .into_iter()
            .filter_entry(|e| e.file_name() != ".git" && e.file_name() != "target")
            .filter_map(|e| e.ok())
        {
            if e.file_type().is_file() {
                let rel = e
                    .path()
                    .strip_prefix(self.path())
                    .unwrap()
                    .to_string_lossy()
                    .into_owned();
                out.push((rel, std::fs::read(e.path()).unwrap()));
            }
        }
        out.sort();
        out
    }
}

pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

impl From<Output> for Run {
    fn from(o: Output) -> Run {
        Run {
            code: o.status.code().unwrap_or(-1),
            stdout: String::from_utf8_lossy(&o.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&o.stderr).into_owned(),
        }
    }
}

impl Run {
    #[track_caller]
    pub fn expect_code(&self, code: i32) -> &Self {
        assert_eq!(
            self.code, code,
            "exit code\n--- stdout\n{}\n--- stderr\n{}",
            self.stdout, self.stderr
        );
        self
    }

    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.stdout)
            .unwrap_or_else(|e| panic!("not JSON ({e}):\n{}", self.stdout))
    }

    /// The id printed by `init`.
    pub fn created_id(&self) -> String {
        self.stdout
            .lines()
            .find_map(|l| l.strip_prefix("Created bug investigation: "))
            .unwrap_or_else(|| panic!("no id in:\n{}", self.stdout))
            .trim()
            .to_string()
    }
}

pub fn git(dir: &Path, args: &[&str]) {
    let st = Command::new("git")
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    assert!(
        st.status.success(),
        "git {args:?}: {}",
        String::from_utf8_lossy(&st.stderr)
    );
}

pub fn copy_dir(from: &Path, to: &Path) {
    for e in walkdir::WalkDir::new(from)
        .into_iter()
        .filter_entry(|e| {
            e.file_name() != "target"
                && e.file_name() != "__pycache__"
                && e.file_name() != "node_modules"
        })
        .filter_map(|e| e.ok())
    {
        let rel = e.path().strip_prefix(from).unwrap();
        let dest = to.join(rel);
        if e.file_type().is_dir() {
            std::fs::create_dir_all(&dest).unwrap();
        } else if e.file_type().is_file() {
            std::fs::copy(e.path(), &dest).unwrap();
        }
    }
}

/// The buggy line of examples/python-pricing (for the history tests).
pub const PRICING_BUGGY: &str = "return round(amount * (1 + percent / 100), 2)";

/// `git commit -qam MESSAGE` as `who` (`who@example.invalid`).
pub fn commit_as(dir: &Path, who: &str, message: &str) {
    git(
        dir,
        &[
            "-c",
            &format!("user.name={who}"),
            "-c",
            &format!("user.email={}@example.invalid", who.to_lowercase()),
            "commit",
            "-qam",
            message,
        ],
    );
}

/// Writes each `(relative path, text)` under `root`, creating folders.
pub fn write_files(root: &Path, files: &[(&str, &str)]) {
    for (path, text) in files {
        let p = root.join(path);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
}

/// `git init` in `root` and one commit of everything in it.
pub fn init_and_commit_all(root: &Path, message: &str) {
    git(root, &["init", "-q"]);
    git(root, &["add", "-A"]);
    commit_as(root, "t", message);
}

/// What `git ARGS` printed on stdout.
pub fn git_out(dir: &Path, args: &[&str]) -> String {
    let o = Command::new("git")
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// python-pricing with a history: a good commit (Bob), the commit that introduces the bug (Ann),
/// then two unrelated commits. Returns the workspace and the introducing commit.
pub fn pricing_with_history() -> (Ws, String) {
    let ws = Ws::example("python-pricing");
    let file = ws.path().join("pricing/discounts.py");
    let buggy = std::fs::read_to_string(&file).unwrap();
    assert!(buggy.contains(PRICING_BUGGY));
    std::fs::write(&file, buggy.replace("1 + percent", "1 - percent")).unwrap();
    commit_as(ws.path(), "Bob", "Add percentage discounts");
    std::fs::write(&file, &buggy).unwrap();
    commit_as(ws.path(), "Ann", "Refactor discount rounding");
    let introducing = git_out(ws.path(), &["rev-parse", "HEAD"])
        .trim()
        .to_string();
    let tax = ws.path().join("pricing/tax.py");
    let t = std::fs::read_to_string(&tax).unwrap();
    std::fs::write(&tax, format!("{t}\n# Rates as of 2026.\n")).unwrap();
    commit_as(ws.path(), "Cy", "Note the tax rates' date");
    let readme = ws.path().join("README.md");
    let r = std::fs::read_to_string(&readme).unwrap();
    std::fs::write(&readme, format!("{r}\nSee also the changelog.\n")).unwrap();
    commit_as(ws.path(), "Cy", "Docs: changelog pointer");
    (ws, introducing)
}

/// A Python package whose unittest suite fails in two tests: the bug's (`>=` for "above the
/// limit" in `shipping/rates.py`) and a label test that needs a warehouse tool nobody installed
/// (`FileNotFoundError` on any machine), with a passing address test.
pub const SHIPPING_FILES: &[(&str, &str)] = &[
        ("shipping/__init__.py", ""),
    (
        "shipping/rates.py",
        "\"\"\"Parcel rates by weight.\"\"\"\n\nSTANDARD_RATE = 7.5\nHEAVY_RATE = 12.5\nHEAVY_FROM_KG = 10\n\n\ndef is_heavy(weight_kg):\n    # Parcels above the limit are heavy; the limit itself is standard.\n    return weight_kg >= HEAVY_FROM_KG\n\n\ndef shipping_cost(weight_kg):\n    if weight_kg <= 0:\n        raise ValueError(\"weight must be positive\")\n    return HEAVY_RATE if is_heavy(weight_kg) else STANDARD_RATE\n",
    ),
    (
        "shipping/labels.py",
        "\"\"\"Shipping labels, printed through the warehouse's label tool.\"\"\"\n\nimport subprocess\n\n\ndef render_label(order_id, address):\n    text = f\"{order_id}\\n{address}\\n\"\n    out = subprocess.run([\"zebra-label-bugbash-test\", \"--render\"], input=text, capture_output=True, text=True, check=True)\n    return out.stdout\n",
    ),
    (
        "shipping/addresses.py",
        "\"\"\"Address normalisation.\"\"\"\n\n\ndef normalise(address):\n    return \" \".join(address.split()).title()\n",
    ),
    ("tests/__init__.py", ""),
    (
        "tests/test_rates.py",
        "import unittest\n\nfrom shipping.rates import shipping_cost\n\n\nclass RateTest(unittest.TestCase):\n    def test_light_parcel_uses_standard_rate(self):\n        self.assertEqual(shipping_cost(2), 7.5)\n\n    def test_heavy_parcel_uses_heavy_rate(self):\n        self.assertEqual(shipping_cost(25), 12.5)\n\n    def test_parcel_of_exactly_ten_kg_is_standard(self):\n        self.assertEqual(shipping_cost(10), 7.5)\n\n    def test_zero_weight_is_rejected(self):\n        with self.assertRaises(ValueError):\n            shipping_cost(0)\n",
    ),
    (
        "tests/test_labels.py",
        "import unittest\n\nfrom shipping.labels import render_label\n\n\nclass LabelTest(unittest.TestCase):\n    def test_label_has_the_order_id(self):\n        self.assertIn(\"A-17\", render_label(\"A-17\", \"1 Main St\"))\n",
    ),
    (
        "tests/test_addresses.py",
        "import unittest\n\nfrom shipping.addresses import normalise\n\n\nclass AddressTest(unittest.TestCase):\n    def test_spaces_are_collapsed(self):\n        self.assertEqual(normalise(\"1  main   st\"), \"1 Main St\")\n",
    ),
    ];
