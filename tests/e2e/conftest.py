"""Fixtures of the end-to-end suite (the helpers: :mod:`agents`); every test here is marked ``e2e``."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from .agents import _EXECUTABLES, AGENTS, Workspace, require
from .model_server import ModelServer


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents:
            item.add_marker(pytest.mark.e2e)


@pytest.fixture(scope="session")
def model() -> Iterator[ModelServer]:
    server = ModelServer().start()
    yield server
    server.stop()


@pytest.fixture(params=AGENTS)
def agent_name(request: pytest.FixtureRequest) -> str:
    name: str = request.param
    require(_EXECUTABLES[name])
    return name


@pytest.fixture
def ws(agent_name: str, model: ModelServer, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Workspace]:
    # Not under /tmp's pytest basetemp name only: Codex refuses helper binaries under a temporary directory,
    # which is harmless (a warning); what matters is a path without spaces and with no symlinks.
    root = Path(tmp_path_factory.mktemp(f"e2e-{agent_name}")).resolve()
    workspace = Workspace(root, agent_name, model)
    workspace.user_settings()
    yield workspace
    if os.environ.get("ONCEBITTEN_E2E_KEEP"):
        print(f"kept {root}")
    else:
        shutil.rmtree(root, ignore_errors=True)
