#!/usr/bin/env python3
"""Tests of tools/import-circles.py on small made-up crates.

    python3 tools/test_import_circles.py
"""

import contextlib
import importlib.util
import io
import os
import tempfile
import textwrap
import unittest
from pathlib import Path

HERE = Path(__file__).resolve().parent
SPEC = importlib.util.spec_from_file_location("import_circles", HERE / "import-circles.py")
tool = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(tool)


class Tree(unittest.TestCase):
    """Each test writes a project into a temporary folder and runs the tool
    there, as CI runs it from the project's root."""

    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        self.root = Path(self.folder.name)
        self.previous = os.getcwd()
        os.chdir(self.root)

    def tearDown(self):
        os.chdir(self.previous)
        self.folder.cleanup()

    def write(self, files):
        for name, text in files.items():
            path = self.root / name
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(textwrap.dedent(text))

    def run_tool(self, *arguments):
        """The tool's output lines and exit code."""
        out = io.StringIO()
        argv = tool.sys.argv
        tool.sys.argv = ["import-circles.py", *arguments]
        try:
            with contextlib.redirect_stdout(out):
                code = tool.main()
        finally:
            tool.sys.argv = argv
        return out.getvalue().splitlines(), code

    def edges(self, src="src"):
        """file name → names of the files it depends on."""
        crate = tool.Crate(Path(src))
        return {
            crate.name(p): {crate.name(q) for q in targets} for p, targets in crate.dependencies().items()
        }


class Circles(Tree):
    def test_circle_through_own_submodule(self):
        self.write({
            "src/lib.rs": "pub mod a;\npub mod c;\n",
            "src/a/mod.rs": """
                mod b;
                pub struct Thing;
                pub fn run() { b::go(); }
            """,
            "src/a/b.rs": "pub fn go() { crate::c::help(); }\n",
            "src/c.rs": "use crate::a::Thing;\npub fn help() {}\n",
        })
        lines, code = self.run_tool()
        self.assertEqual(code, 1)
        self.assertEqual(lines, [
            "import circle among: a, a/b, c",
            "  for example: a → a/b → c → a",
        ])

    def test_parent_and_child_make_a_circle_of_two(self):
        self.write({
            "src/lib.rs": "pub mod a;\n",
            "src/a/mod.rs": """
                mod b;
                pub struct Thing;
                pub fn plugin() { b::plugin(); }
            """,
            "src/a/b.rs": "use super::Thing;\npub fn plugin() {}\n",
        })
        lines, code = self.run_tool()
        self.assertEqual(code, 1)
        self.assertEqual(lines, ["import circle among: a, a/b", "  for example: a → a/b → a"])

    def test_a_module_declaration_is_not_a_dependency(self):
        self.write({
            "src/lib.rs": "pub mod a;\n",
            "src/a/mod.rs": "pub mod b;\npub struct Thing;\n",
            "src/a/b.rs": "use super::Thing;\n",
        })
        self.assertEqual(self.run_tool(), ([], 0))

    def test_reexport_counts_as_the_defining_file(self):
        # c reaches its sibling b through the parent's `pub use`: c depends on
        # b, a depends on b (the re-export), and there is no circle.
        self.write({
            "src/lib.rs": "pub mod a;\n",
            "src/a/mod.rs": """
                mod b;
                mod c;
                pub use b::{Thing, Other as Renamed};
                pub(crate) use c::*;
            """,
            "src/a/b.rs": "pub struct Thing;\npub struct Other;\n",
            "src/a/c.rs": """
                use super::{Thing, Renamed};
                pub fn helper() -> Thing { Thing }
            """,
        })
        self.assertEqual(self.edges(), {"lib": set(), "a": {"a/b", "a/c"}, "a/b": set(), "a/c": {"a/b"}})
        self.assertEqual(self.run_tool(), ([], 0))

    def test_private_import_of_the_parent_is_followed(self):
        # `super::Thing` where the parent only imports Thing from b.
        self.write({
            "src/lib.rs": "pub mod a;\npub mod b;\n",
            "src/a/mod.rs": "mod c;\nuse crate::b::Thing;\n",
            "src/a/c.rs": "fn f() -> super::Thing { todo!() }\n",
            "src/b.rs": "pub struct Thing;\n",
        })
        self.assertEqual(self.edges()["a/c"], {"b"})

    def test_another_crate_under_a_local_name_is_outside(self):
        self.write({
            "src/lib.rs": """
                pub use chinese_checkers_rules as rules;
                pub use ai;
                pub mod x;
                pub fn run() { x::thing(); }
            """,
            "src/x.rs": """
                use crate::rules::Game;
                use crate::ai::{self, think};
                pub fn thing() { let _ = rules::Game::new(); ai::think(); }
            """,
        })
        self.assertEqual(self.edges(), {"lib": {"x"}, "x": set()})
        self.assertEqual(self.run_tool(), ([], 0))


class Screens(Tree):
    FILES = {
        "src/lib.rs": "pub mod app;\n",
        "src/app/mod.rs": """
            mod screens;
            pub use screens::results::GameFigures;
        """,
        "src/app/screens/mod.rs": """
            pub(crate) mod replay;
            pub(crate) mod results;
            pub(super) fn plugin() { replay::plugin(); results::plugin(); }
        """,
        "src/app/screens/replay/mod.rs": "mod panel;\npub(super) fn plugin() {}\n",
        "src/app/screens/replay/panel.rs": "use crate::app::GameFigures;\n",
        "src/app/screens/results/mod.rs": "pub struct GameFigures;\npub(super) fn plugin() {}\n",
    }

    def test_screen_importing_another_is_reported(self):
        self.write(self.FILES)
        lines, code = self.run_tool()
        self.assertEqual(code, 1)
        self.assertEqual(lines, [
            "screen import: app/screens/replay/panel → app/screens/results (through GameFigures)",
        ])

    def test_screens_index_is_not_a_screen(self):
        files = dict(self.FILES)
        files["src/app/screens/replay/panel.rs"] = "\n"
        self.write(files)
        self.assertEqual(self.run_tool(), ([], 0))


class Workspace(Tree):
    def test_every_crate_is_checked_on_its_own(self):
        self.write({
            "src/lib.rs": "pub use chinese_checkers_rules as rules;\n",
            "src/main.rs": "use chinese_checkers::rules;\nfn main() {}\n",
            "crates/rules/src/lib.rs": "mod game;\npub use game::Game;\npub struct Seat;\n",
            "crates/rules/src/game.rs": "use crate::Seat;\npub struct Game;\n",
        })
        lines, code = self.run_tool()
        self.assertEqual(code, 1)
        self.assertEqual(lines, [
            "import circle among: crates/rules/src/game, crates/rules/src/lib",
            "  for example: crates/rules/src/game → crates/rules/src/lib → crates/rules/src/game",
        ])
        self.assertEqual(self.run_tool("src"), ([], 0))

    def test_without_crates_folder(self):
        self.write({"src/lib.rs": "pub mod a;\n", "src/a.rs": "pub fn f() {}\n"})
        self.assertEqual(self.run_tool(), ([], 0))


class Parsing(Tree):
    def test_what_is_not_code_is_left_out(self):
        self.write({
            "src/lib.rs": "pub mod a;\npub mod b;\n",
            "src/a.rs": r'''
                //! use crate::b::Doc;
                /// ```
                /// use crate::b::Doc;
                /// ```
                /* use crate::b::Block; /* nested */ crate::b::Block */
                const TEXT: &str = "crate::b::Thing \" crate::b::Thing";
                const RAW: &str = r#"crate::b::Thing "quoted" "#;
                const RAWER: &str = r##"crate::b::Thing "# "##;
                const QUOTE: char = '"';
                const BYTES: &[u8] = br"crate::b::Thing";
                fn lifetimes<'a>(x: &'a str) -> impl Iterator<Item = char> + use<'a> { x.chars() }
                #[cfg(test)]
                fn only_in_tests() { crate::b::Thing; }
                #[cfg(test)]
                mod tests {
                    use crate::b::Thing;
                }
                #[cfg(feature = "game")]
                fn counted() { crate::b::Counted::new(); }
            ''',
            "src/b.rs": "pub struct Thing;\npub struct Counted;\npub struct Doc;\npub struct Block;\n",
        })
        crate = tool.Crate(Path("src"))
        names = [n for targets in crate.dependencies()[Path("src/a.rs")].values() for n in targets]
        self.assertEqual(names, ["Counted"])

    def test_use_trees(self):
        self.assertEqual(
            tool.use_paths(tool.tokens("a::{b, c::{d as e, self}, f::*}, super::super::g")),
            [(["a", "b"], "b"), (["a", "c", "d"], "e"), (["a", "c"], "c"), (["a", "f"], None),
             (["super", "super", "g"], "g")],
        )

    def test_multi_line_use_with_visibility_and_nested_modules(self):
        self.write({
            "src/lib.rs": "pub mod x;\npub mod y;\n",
            "src/x/mod.rs": "pub mod inner;\n",
            "src/x/inner/mod.rs": "pub mod deep;\n",
            "src/x/inner/deep.rs": """
                pub(crate) use super::super::super::y::{
                    One,
                    two::{Two as Deux, Three},
                };
                fn f() { self::helper(); }
                fn helper() {}
            """,
            "src/y/mod.rs": "pub mod two;\npub struct One;\n",
            "src/y/two.rs": "pub struct Two;\npub struct Three;\n",
        })
        self.assertEqual(self.edges()["x/inner/deep"], {"y", "y/two"})

    def test_inline_module_belongs_to_its_file(self):
        self.write({
            "src/lib.rs": "pub mod a;\npub mod b;\n",
            "src/a.rs": """
                mod inner {
                    pub(super) fn f() { super::super::b::g(); }
                }
                pub fn h() { inner::f(); }
            """,
            "src/b.rs": "pub fn g() {}\n",
        })
        self.assertEqual(self.edges()["a"], {"b"})


if __name__ == "__main__":
    unittest.main()
