//! `bugbash loop` through the real binary on scratch git repositories of a small Python shop
//! (cart, shipping, tax modules with unittest suites): two independent one-line bugs fixed in
//! two cycles into one PLANNED investigation while the user's files stay byte-identical until
//! `approve` + `fix`; cycles running out; a step failing (a test command that cannot run);
//! `--target` narrowing the analysis; Ctrl-C removing the sandbox.

mod common;

use common::Ws;
use std::path::PathBuf;

const TEST_COMMAND: &str = "python3 -m unittest discover -s tests -t . -v";

const CART: &str = r#""""Cart totals: line items are (unit price, quantity) pairs."""


def line_total(price, quantity):
    """Price of one line."""
    return round(price + quantity, 2)


def subtotal(items):
    """Sum of every line of the cart."""
    return round(sum(line_total(p, q) for p, q in items), 2)
"#;

const SHIPPING: &str = r#""""Shipping: free from a minimum order value, a flat rate below it."""

FREE_SHIPPING_MIN = 50.0
FLAT_RATE = 4.99


def shipping_cost(order_value):
    """Shipping for an order worth `order_value`."""
    if order_value > FREE_SHIPPING_MIN:
        return 0.0
    return FLAT_RATE
"#;

const TAX: &str = r#""""Sales tax on an order."""

RATE = 0.2


def tax(order_value):
    """Tax due on `order_value`, rounded to cents."""
    return round(order_value - RATE, 2)
"#;

const TEST_CART: &str = r#"import unittest

from shop.cart import line_total, subtotal


class CartTest(unittest.TestCase):
    def test_empty_cart(self):
        self.assertEqual(subtotal([]), 0)

    def test_line_total_multiplies(self):
        self.assertEqual(line_total(2.5, 4), 10.0)


if __name__ == "__main__":
    unittest.main()
"#;

const TEST_SHIPPING: &str = r#"import unittest

from shop.shipping import FLAT_RATE, shipping_cost


class ShippingTest(unittest.TestCase):
    def test_small_orders_pay_the_flat_rate(self):
        self.assertEqual(shipping_cost(10.0), FLAT_RATE)

    def test_large_orders_ship_free(self):
        self.assertEqual(shipping_cost(80.0), 0.0)

    def test_the_minimum_itself_ships_free(self):
        self.assertEqual(shipping_cost(50.0), 0.0)


if __name__ == "__main__":
    unittest.main()
"#;

const TEST_TAX: &str = r#"import unittest

from shop.tax import tax


class TaxTest(unittest.TestCase):
    def test_tax_is_less_than_the_order(self):
        self.assertLess(tax(10.0), 10.0)

    def test_tax_is_a_fifth(self):
        self.assertEqual(tax(10.0), 2.0)


if __name__ == "__main__":
    unittest.main()
"#;

/// The shop with the cart and shipping bugs (and the tax bug when `with_tax`), committed, with
/// a config that keeps the mutation search small.
fn shop(with_tax: bool) -> Ws {
    let ws = Ws::empty();
    let p = ws.path();
    let write = |rel: &str, text: &str| {
        let path = p.join(rel);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    };
    write(
        "README.md",
        "# shop\n\nRun the tests: `python3 -m unittest discover -s tests -t . -v`\n",
    );
    write("shop/__init__.py", "");
    write("shop/cart.py", CART);
    write("shop/shipping.py", SHIPPING);
    write("tests/__init__.py", "");
    write("tests/test_cart.py", TEST_CART);
    write("tests/test_shipping.py", TEST_SHIPPING);
    if with_tax {
        write("shop/tax.py", TAX);
        write("tests/test_tax.py", TEST_TAX);
    }
    common::git(p, &["init", "-q"]);
    common::git(p, &["add", "-A"]);
    common::git(
        p,
        &[
            "-c",
            "user.email=t@example.invalid",
            "-c",
            "user.name=t",
            "commit",
            "-qm",
            "shop",
        ],
    );
    write(
        ".bugbash/config.toml",
        "mutation_max_mutants = 60\nmutation_time_budget_seconds = 120\n",
    );
    ws
}

/// The working tree without `.git/` and the store.
fn tree(ws: &Ws) -> Vec<(String, Vec<u8>)> {
    ws.snapshot()
        .into_iter()
        .filter(|(p, _)| !p.starts_with(".bugbash"))
        .collect()
}

fn state(ws: &Ws, id: &str) -> serde_json::Value {
    serde_json::from_str(&ws.read(&format!(".bugbash/bugs/{id}/state.json"))).unwrap()
}

fn events(ws: &Ws) -> String {
    let mut all = String::new();
    for e in walkdir::WalkDir::new(ws.path().join(".bugbash"))
        .into_iter()
        .filter_map(|e| e.ok())
    {
        if e.file_name().to_string_lossy().starts_with("events") {
            all.push_str(&std::fs::read_to_string(e.path()).unwrap_or_default());
        }
    }
    all
}

fn tests_pass(ws: &Ws) -> bool {
    std::process::Command::new("sh")
        .args(["-c", TEST_COMMAND])
        .current_dir(ws.path())
        .env("PYTHONDONTWRITEBYTECODE", "1")
        .output()
        .unwrap()
        .status
        .success()
}

/// The sandboxes (`bugbash-mutants-*` in the temp dir) the report's progress named.
fn sandboxes_in(text: &str) -> Vec<PathBuf> {
    text.lines()
        .filter_map(|l| {
            l.trim()
                .strip_prefix("Sandbox: an isolated copy of the workspace in ")
        })
        .map(|p| PathBuf::from(p.trim()))
        .collect()
}

#[test]
fn two_independent_bugs_are_fixed_in_two_cycles_and_wait_for_approval() {
    let ws = shop(false);
    let before = tree(&ws);
    let run = ws.run(&["loop", "--test", TEST_COMMAND, "--max-cycles", "3"]);
    run.expect_code(0);
    let out = &run.stdout;
    assert!(out.contains("Outcome: passed in 2 cycles"), "{out}");
    assert!(out.contains("Cycles run: 2"), "{out}");
    assert!(
        out.contains("Cycle 1: tests.test_cart.CartTest.test_line_total_multiplies"),
        "{out}"
    );
    assert!(out.contains("  files changed: shop/cart.py\n"), "{out}");
    assert!(out.contains("  files changed: shop/shipping.py\n"), "{out}");
    assert!(out.contains("  tests after: pass (5 passed)"), "{out}");
    // The sandbox is gone and the user's files are byte-identical.
    let boxes = sandboxes_in(out);
    assert_eq!(boxes.len(), 1, "{out}");
    assert!(
        !boxes[0].exists(),
        "the sandbox {} is left",
        boxes[0].display()
    );
    assert_eq!(tree(&ws), before, "the loop wrote the user's tree");
    assert!(!tests_pass(&ws));

    // One investigation, PLANNED, whose plan is both changes, with the loop recorded.
    let list = ws.run(&["list", "--json"]).json();
    let list = list.as_array().unwrap();
    assert_eq!(list.len(), 1, "{list:?}");
    let id = list[0]["bug_id"].as_str().unwrap().to_string();
    assert_eq!(list[0]["phase"], "PLANNED");
    let s = state(&ws, &id);
    let files: Vec<&str> = s["fix_plan"]["changes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["file_path"].as_str().unwrap())
        .collect();
    assert_eq!(files, ["shop/cart.py", "shop/shipping.py"]);
    assert_eq!(s["fix_plan"]["planner"], "debug_loop");
    assert_eq!(s["debug_loop"]["outcome"]["kind"], "passed");
    assert_eq!(s["debug_loop"]["cycles"].as_array().unwrap().len(), 2);
    assert_eq!(s["debug_loop"]["cycles"][0]["root_cause"], "shop/cart.py:6");
    assert_eq!(
        s["debug_loop"]["cycles"][1]["root_cause"],
        "shop/shipping.py:9"
    );
    assert_eq!(s["debug_loop"]["initial"]["tests_failed"], 2);
    let ev = events(&ws);
    assert!(ev.contains("\"loop_started\""), "{ev}");
    assert_eq!(ev.matches("\"loop_cycle\"").count(), 2, "{ev}");
    assert!(ev.contains("\"loop_finished\""), "{ev}");

    // The plan shows both hunks; showing it writes nothing.
    let plan = ws.run(&["plan", &id]);
    plan.expect_code(0);
    assert!(
        plan.stdout
            .contains("+    return round(price * quantity, 2)"),
        "{}",
        plan.stdout
    );
    assert!(
        plan.stdout
            .contains("+    if order_value >= FREE_SHIPPING_MIN:"),
        "{}",
        plan.stdout
    );
    assert_eq!(tree(&ws), before);
    // A fix before approval is refused and writes nothing.
    assert_ne!(ws.run(&["fix", &id]).code, 0);
    assert_eq!(tree(&ws), before);

    ws.run(&["approve", &id]).expect_code(0);
    assert_eq!(tree(&ws), before, "approve wrote the files");
    ws.run(&["fix", &id]).expect_code(0);
    assert_eq!(state(&ws, &id)["phase"], "fixed");
    assert!(tests_pass(&ws));
    assert!(ws
        .read("shop/cart.py")
        .contains("return round(price * quantity, 2)"));
    assert!(ws
        .read("shop/shipping.py")
        .contains("if order_value >= FREE_SHIPPING_MIN:"));

    // Once fixed, the loop has nothing to do: passed in 0 cycles, no plan.
    let again = ws.run(&["loop", "--test", TEST_COMMAND, "--json"]);
    again.expect_code(0);
    let j = again.json();
    assert_eq!(j["outcome"], "passed");
    assert_eq!(j["summary"], "passed: the tests already pass");
    assert_eq!(j["cycles_run"], 0);
    assert!(j["plan_hash"].is_null());
}

#[test]
fn cycles_running_out_is_failed_after_n_cycles_with_no_plan() {
    // Three independent bugs, two cycles allowed.
    let ws = shop(true);
    let before = tree(&ws);
    let run = ws.run(&[
        "loop",
        "--test",
        TEST_COMMAND,
        "--max-cycles",
        "2",
        "--json",
    ]);
    run.expect_code(4);
    let j = run.json();
    assert_eq!(j["outcome"], "failed", "{j:#}");
    assert_eq!(j["summary"], "failed after 2 cycles", "{j:#}");
    assert_eq!(j["cycles_run"], 2);
    assert_eq!(j["initial"]["tests_failed"], 3);
    assert_eq!(j["cycles"][0]["tests"]["tests_failed"], 2, "{j:#}");
    assert_eq!(j["cycles"][1]["tests"]["tests_failed"], 1, "{j:#}");
    assert_eq!(
        j["cycles"][0]["files_changed"],
        serde_json::json!(["shop/cart.py"])
    );
    assert_eq!(
        j["cycles"][1]["files_changed"],
        serde_json::json!(["shop/shipping.py"])
    );
    assert_eq!(j["phase"], "CREATED");
    assert!(j["plan_hash"].is_null());
    let id = j["investigation"].as_str().unwrap();
    let s = state(&ws, id);
    assert!(s["fix_plan"].is_null());
    assert_eq!(s["debug_loop"]["outcome"]["kind"], "failed");
    assert_eq!(tree(&ws), before, "the loop wrote the user's tree");
}

#[test]
fn a_test_command_that_cannot_run_is_an_error_in_step_reproduce() {
    let ws = shop(false);
    let before = tree(&ws);
    let run = ws.run(&["loop", "--test", "no-such-test-runner-bugbash --all"]);
    run.expect_code(3);
    assert!(
        run.stdout.contains(
            "Outcome: error in step reproduce: the test command could not run (exit 127)"
        ),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("Cycles run: 0"), "{}", run.stdout);
    assert!(
        run.stderr.contains("error in step reproduce"),
        "{}",
        run.stderr
    );
    for b in sandboxes_in(&run.stdout) {
        assert!(!b.exists(), "the sandbox {} is left", b.display());
    }
    assert_eq!(tree(&ws), before);

    let j = ws
        .run(&[
            "loop",
            "--test",
            "no-such-test-runner-bugbash --all",
            "--json",
        ])
        .json();
    assert_eq!(j["outcome"], "error");
    assert_eq!(j["step"], "reproduce");
    assert_eq!(j["cycles_run"], 0);

    // Bad arguments are refused before anything runs.
    ws.run(&["loop", "--test", TEST_COMMAND, "--max-cycles", "0"])
        .expect_code(1);
    let r = ws.run(&["loop", "--test", TEST_COMMAND, "--target", "shop/nope.py"]);
    r.expect_code(1);
    assert!(r.stderr.contains("--target shop/nope.py"), "{}", r.stderr);
    assert_eq!(tree(&ws), before);
}

#[test]
fn targets_narrow_the_analysis_and_the_plans() {
    // With the cart as the only target, cycle 1 fixes the cart; cycle 2's failing test is the
    // shipping one, whose suspicious lines are all outside the target: the analysis stops.
    let ws = shop(false);
    let before = tree(&ws);
    let run = ws.run(&[
        "loop",
        "--test",
        TEST_COMMAND,
        "--target",
        "shop/cart.py",
        "--json",
    ]);
    run.expect_code(4);
    let j = run.json();
    assert_eq!(j["targets"], serde_json::json!(["shop/cart.py"]));
    assert_eq!(j["outcome"], "error", "{j:#}");
    assert_eq!(j["step"], "analyze", "{j:#}");
    assert!(
        j["message"]
            .as_str()
            .unwrap()
            .contains("no suspicious line in the target files (shop/cart.py)"),
        "{j:#}"
    );
    assert_eq!(j["cycles"][0]["root_cause"], "shop/cart.py:6");
    assert_eq!(
        j["cycles"][0]["files_changed"],
        serde_json::json!(["shop/cart.py"])
    );
    assert_eq!(j["cycles"][1]["files_changed"], serde_json::json!([]));
    assert!(j["cycles"][1]["error"]
        .as_str()
        .unwrap()
        .starts_with("analyze: "));
    assert_eq!(tree(&ws), before);

    // The mutation search itself ran on the target only (its progress says so).
    let run = ws.run(&["loop", "--test", TEST_COMMAND, "--target", "shop/cart.py"]);
    let said = format!("{}{}", run.stdout, run.stderr);
    assert!(
        said.contains("The search mutates only the target files (shop/cart.py)"),
        "{said}"
    );

    // Without the target the same project passes.
    let j = ws.run(&["loop", "--test", TEST_COMMAND, "--json"]).json();
    assert_eq!(j["outcome"], "passed", "{j:#}");
}

#[test]
fn ctrl_c_cancels_the_loop_and_removes_the_sandbox() {
    let ws = shop(false);
    let before = tree(&ws);
    let marker_dir = tempfile::tempdir().unwrap();
    let marker = marker_dir.path().join("sandbox");
    // The "tests" write where they run, then hang until cancelled.
    let command = format!(
        "pwd > {}.tmp && mv {0}.tmp {0} && sleep 600",
        marker.display()
    );
    let child = std::process::Command::new(common::bin())
        .args(["loop", "--test", &command])
        .current_dir(ws.path())
        .env("XDG_STATE_HOME", ws.state_home())
        .env("NO_COLOR", "1")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // Waits for the command to start (no deadline: the test harness' own timeout applies).
    while !marker.exists() {
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let sandbox = PathBuf::from(std::fs::read_to_string(&marker).unwrap().trim());
    assert!(sandbox.exists());
    assert_ne!(sandbox, ws.path());
    sigint(child.id());
    let out = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(130), "{stdout}");
    assert!(
        stdout.contains("Outcome: cancelled after 0 cycles"),
        "{stdout}"
    );
    assert!(
        !sandbox.exists(),
        "the sandbox {} is left",
        sandbox.display()
    );
    assert_eq!(tree(&ws), before);
}

fn sigint(pid: u32) {
    let st = std::process::Command::new("kill")
        .args(["-INT", &pid.to_string()])
        .status()
        .unwrap();
    assert!(st.success());
}

#[test]
fn a_bug_no_fix_can_satisfy_stops_in_step_plan_with_an_honest_state() {
    // Uncommitted edits (the sandbox copies them): the cart fixed, and a shipping test that
    // contradicts the failing one, so no edit makes every test pass.
    let ws = shop(false);
    std::fs::write(
        ws.path().join("shop/cart.py"),
        CART.replace("price + quantity", "price * quantity"),
    )
    .unwrap();
    std::fs::write(
        ws.path().join("tests/test_shipping.py"),
        TEST_SHIPPING.replace(
            "    def test_the_minimum_itself_ships_free(self):",
            "    def test_the_minimum_itself_pays(self):\n        self.assertEqual(shipping_cost(50.0), FLAT_RATE)\n\n    def test_the_minimum_itself_ships_free(self):",
        ),
    )
    .unwrap();
    let before = tree(&ws);
    let run = ws.run(&["loop", "--test", TEST_COMMAND]);
    run.expect_code(4);
    let out = &run.stdout;
    // The uncommitted cart fix was in the sandbox: only the shipping test failed there.
    assert!(
        out.contains("Tests before: 1 failed, 5 passed: tests.test_shipping.ShippingTest.test_the_minimum_itself_ships_free"),
        "{out}"
    );
    assert!(out.contains("Outcome: error in step plan: no plan for tests.test_shipping.ShippingTest.test_the_minimum_itself_ships_free"), "{out}");
    assert!(out.contains("  root cause: shop/shipping.py:9"), "{out}");
    assert!(
        out.contains("Investigation: ") && out.contains("(CREATED)"),
        "{out}"
    );
    for b in sandboxes_in(out) {
        assert!(!b.exists(), "the sandbox {} is left", b.display());
    }
    assert_eq!(tree(&ws), before);
}
