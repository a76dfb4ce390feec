"""The phone and desktop app (issue 12, Installable): ``flet build`` reads pyproject.toml's ``[tool.flet]`` as meant,
and the built app keeps its games in its own data directory.

The build itself needs the Flutter SDK, which these machines cannot fetch, so the tests drive flet-cli 1.0.5's own
steps up to the Flutter SDK: the entry point, the names and version, the files it packages, the icons it makes.
"""

from __future__ import annotations

import argparse
import runpy
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import flet
import pytest
from flet_cli.commands.build import Command
from flet_cli.commands.build_base import BaseBuildCommand
from flet_cli.utils.app_excludes import find_default_excludes
from flet_cli.utils.hash_stamp import HashStamp
from flet_cli.utils.pyproject_toml import load_pyproject_toml
from flet_cli.utils.python_versions import PythonRelease

from companion.store import DATA_DIR_ENV, data_dir
from companion.store.paths import DB_NAME, PACKAGED_DATA_DIR_ENV
from companion.ui.icons import ASSETS_DIR

ROOT = Path(__file__).resolve().parents[1]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
#: Which bundled Python the build picks comes from a list flet-cli downloads; any release does for these steps.
PYTHON = PythonRelease(short="3.12", standalone="3.12.12", pyodide="0.29.0", android_abis=("arm64-v8a", "x86_64"),
                       prerelease=False)


def build_command(target: str, build_dir: Path) -> Command:
    """``flet build <target>`` in the project folder, set up as its ``initialize_command`` does but for the Flutter
    SDK, the network and the ``build/`` folder (``build_dir`` instead), then through its entry point and template
    data steps."""
    parser = argparse.ArgumentParser()
    command = Command(parser)
    BaseBuildCommand.handle(command, parser.parse_args([target, str(ROOT), "--no-rich-output"]))
    platform = command.platforms[target]
    command.package_platform, command.config_platform = platform["package_platform"], platform["config_platform"]
    command.python_app_path = Path(command.options.python_app_path).resolve()
    command.get_pyproject = load_pyproject_toml(command.python_app_path)
    command.python_release = PYTHON
    command.build_dir, command.flutter_dir = build_dir, build_dir / "flutter"
    command.emojis = {"checkmark": "OK"}
    command.validate_entry_point()
    command.setup_template_data()
    return command


@pytest.mark.parametrize("target", ["apk", "ipa"])
def test_flet_build_gives_the_app_its_name_org_and_version(target: str, tmp_path: Path) -> None:
    command = build_command(target, tmp_path)
    data = command.template_data
    assert data is not None
    assert data["product_name"] == "Companion"  # under the icon and in the window title
    assert data["project_name"] == PROJECT["name"] == "companion"
    assert data["org_name"] == "org.companion"
    assert data["bundle_id"] == "org.companion.app"
    assert data["company_name"] == "Companion"
    assert data["copyright"] == "Copyright (C) 2026 the Companion authors"
    assert data["project_description"] == PROJECT["description"]
    flutter_args: list[str] = []
    command.add_flutter_command_args(flutter_args)
    assert flutter_args[flutter_args.index("--build-name") + 1] == PROJECT["version"]


def test_flet_build_packages_the_app_and_runs_the_packaged_module(tmp_path: Path) -> None:
    command = build_command("apk", tmp_path)
    assert command.package_app_path == ROOT
    assert command.python_module_name == "packaged" and (ROOT / command.python_module_filename).is_file()
    excluded = ["build", *command.get_platform_setting("app.exclude", [])]
    excluded += find_default_excludes(ROOT, command.get_platform_setting("app.include", []), excluded)
    packaged = {entry.name for entry in ROOT.iterdir() if entry.name not in excluded}
    assert {"companion", "rules_data", "assets", "packaged.py"} <= packaged
    assert not packaged & {"tests", "docs", "benchmarks", "scripts", ".venv", ".git"}


def _png_size(path: Path) -> tuple[int, int]:
    """Width and height from a PNG's header (its IHDR chunk)."""
    header = path.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n"
    return int.from_bytes(header[16:20], "big"), int.from_bytes(header[20:24], "big")


def test_flet_build_makes_the_android_icons_from_assets_icon_png(tmp_path: Path) -> None:
    command = build_command("apk", tmp_path)
    command.template_digest = "test"
    assets = ROOT / "assets"
    stamp = HashStamp(tmp_path / "stamp")
    assert command.find_platform_image(assets, "icon_android", stamp) is None
    assert command.find_platform_image(assets, "icon", stamp) == "icon.png"  # the PNG, not icon.svg beside it
    assert _png_size(assets / "icon.png") == (1024, 1024)  # what iOS asks for; Android's are made from it
    assert command.template_data is not None and command.template_data["adaptive_icon_background"] == "#1F4E79"
    assert 'fill="#1F4E79"' in (assets / "icon.svg").read_text(encoding="utf-8")  # the icon's own blue
    command.customize_icons()
    res = tmp_path / "flutter" / "android" / "app" / "src" / "main" / "res"
    for density in ("mdpi", "hdpi", "xhdpi", "xxhdpi", "xxxhdpi"):
        assert (res / f"mipmap-{density}" / "ic_launcher.png").is_file()
        assert (res / f"drawable-{density}" / "ic_launcher_foreground.png").is_file()


def test_the_ios_build_takes_the_same_icon(tmp_path: Path) -> None:
    command = build_command("ipa", tmp_path)
    stamp = HashStamp(tmp_path / "stamp")
    assert command.find_platform_image(ROOT / "assets", "icon_ios", stamp) is None
    assert command.find_platform_image(ROOT / "assets", "icon", stamp) == "icon.png"


def test_the_packaged_app_keeps_its_games_in_its_own_data_directory(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Run the module as the built app does (``runpy.run_module(<module>, run_name="__main__")`` with the app's
    folder on the path and Flet's variables set), with Flet's ``run`` standing in for the device."""
    app_data = tmp_path / "app-data"
    app_data.mkdir()
    monkeypatch.delenv(DATA_DIR_ENV, raising=False)
    monkeypatch.setenv(PACKAGED_DATA_DIR_ENV, str(app_data))
    monkeypatch.syspath_prepend(str(ROOT))
    ran: list[tuple[Callable[[Any], None], dict[str, Any]]] = []
    monkeypatch.setattr(flet, "run", lambda main, **options: ran.append((main, options)))
    module = build_command("apk", tmp_path / "build").python_module_name
    runpy.run_module(module)
    assert ran == []  # imported, it runs nothing
    runpy.run_module(module, run_name="__main__")
    [(main, options)] = ran
    assert callable(main) and options == {"assets_dir": str(ASSETS_DIR)}
    assert (app_data / DB_NAME).is_file()


def test_the_data_directory_is_the_override_then_the_variable_then_the_packaged_apps(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(DATA_DIR_ENV, raising=False)
    monkeypatch.delenv(PACKAGED_DATA_DIR_ENV, raising=False)
    assert data_dir().name == "companion"  # platformdirs' user data directory
    monkeypatch.setenv(PACKAGED_DATA_DIR_ENV, str(tmp_path / "app"))
    assert data_dir() == tmp_path / "app"
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "env"))
    assert data_dir() == tmp_path / "env"
    assert data_dir(tmp_path / "flag") == tmp_path / "flag"
