"""A scripted stand-in for the models behind the real agent CLIs, on loopback.

It speaks just enough of three wire protocols for Claude Code, Gemini CLI and Codex CLI to run a session:

- Anthropic Messages (``POST /v1/messages``, streamed as server-sent events, or one JSON answer);
- Gemini (``POST /v1beta/models/M:generateContent`` and ``:streamGenerateContent?alt=sse``);
- OpenAI Responses (``POST /v1/responses``, streamed), which Codex CLI uses.

The model follows a script. A session's first user message names it (``SCENARIO:<name>``); the script is a list
of shell commands. On each request the model counts the tool results already in the conversation: while some
commands are left it asks for the next one, then it answers ``<NAME> FINISHED`` in text. Requests that are not
part of the agent's main loop (title generation, next-speaker checks, ...) get a harmless answer.

Every request body is kept (:attr:`ModelServer.requests`), so a test can read what the model was told: the tool
results, and the context the hooks added (:func:`told`).
"""

from __future__ import annotations

import json
import re
import threading
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

SCENARIO = re.compile(r"SCENARIO:([A-Za-z0-9_.-]+)")


class Request:
    """One request the server received: which protocol, the path, the body, and the scenario it belongs to."""

    def __init__(self, api: str, path: str, body: dict[str, Any], scenario: str | None) -> None:
        self.api = api
        self.path = path
        self.body = body
        self.scenario = scenario

    def text(self) -> str:
        """Everything in the request as one string (what the model could read)."""
        return json.dumps(self.body, ensure_ascii=False)


class ModelServer:
    """The scripted model on ``127.0.0.1:<port>``; ``scripts[name]`` is the list of commands of a scenario."""

    def __init__(self) -> None:
        self.scripts: dict[str, list[str]] = {}
        self.requests: list[Request] = []
        self.lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 - the base class's name
                pass

            def do_GET(self) -> None:  # noqa: N802 - http.server's naming
                # Model listings and health checks: an empty, valid answer.
                self._json(200, {"data": [], "models": [], "object": "list"})

            def do_HEAD(self) -> None:  # noqa: N802
                self.send_response(200)
                self.send_header("Content-Length", "0")
                self.end_headers()

            def do_POST(self) -> None:  # noqa: N802
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length) if length else b""
                if self.headers.get("Content-Encoding") == "zstd" or raw[:4] == b"\x28\xb5\x2f\xfd":
                    self._json(415, {"error": {"message": "compressed bodies are not supported"}})
                    return
                try:
                    body = json.loads(raw or b"{}")
                except ValueError:
                    body = {"_raw": raw.decode("utf-8", "replace")}
                path = self.path
                if "/messages/count_tokens" in path:
                    self._json(200, {"input_tokens": 100})
                elif path.split("?")[0].endswith("/messages"):
                    server._anthropic(self, path, body)
                elif ":countTokens" in path:
                    self._json(200, {"totalTokens": 100})
                elif ":generateContent" in path or ":streamGenerateContent" in path:
                    server._gemini(self, path, body)
                elif path.split("?")[0].endswith("/responses"):
                    server._responses(self, path, body)
                else:
                    server._record("unknown", path, body)
                    self._json(404, {"error": {"message": f"not scripted: {path}"}})

            def _json(self, status: int, data: object) -> None:
                payload = json.dumps(data).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            def sse(self, events: list[tuple[str | None, object]]) -> None:
                chunks = []
                for name, data in events:
                    head = f"event: {name}\n" if name else ""
                    chunks.append(f"{head}data: {json.dumps(data)}\n\n")
                payload = "".join(chunks).encode()
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Cache-Control", "no-cache")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

        self._handler = Handler
        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.port = self.httpd.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}"
        self._thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def start(self) -> ModelServer:
        self._thread.start()
        return self

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()

    # -- bookkeeping ---------------------------------------------------------------------------------

    def _record(self, api: str, path: str, body: dict[str, Any], scenario: str | None = None) -> None:
        with self.lock:
            self.requests.append(Request(api, path, body, scenario))

    def _next(self, scenario: str | None, done: int) -> str | None:
        """The next command of ``scenario`` after ``done`` tool results, or None when the script is over."""
        steps = self.scripts.get(scenario or "", [])
        return steps[done] if done < len(steps) else None

    def of(self, scenario: str) -> list[Request]:
        """The main-loop requests of ``scenario``, in order."""
        with self.lock:
            return [r for r in self.requests if r.scenario == scenario]

    # -- Anthropic Messages --------------------------------------------------------------------------

    def _anthropic(self, handler: Any, path: str, body: dict[str, Any]) -> None:
        messages = body.get("messages") or []
        scenario = _scenario_of(_first_user_text_anthropic(messages))
        main_loop = bool(body.get("tools")) and scenario is not None
        self._record("anthropic", path, body, scenario if main_loop else None)
        done = sum(
            1
            for m in messages
            if m.get("role") == "user" and isinstance(m.get("content"), list)
            for block in m["content"]
            if isinstance(block, dict) and block.get("type") == "tool_result"
        )
        command = self._next(scenario, done) if main_loop else None
        model = body.get("model") or "claude-scripted"
        message_id = f"msg_{uuid.uuid4().hex[:24]}"
        if command is not None:
            tool_id = f"toolu_{uuid.uuid4().hex[:20]}"
            block = {"type": "tool_use", "id": tool_id, "name": "Bash", "input": {}}
            arguments = {"command": command, "description": f"step {done + 1}"}
            delta = {"type": "input_json_delta", "partial_json": json.dumps(arguments)}
            stop = "tool_use"
            full_block: dict[str, Any] = {**block, "input": arguments}
        else:
            text = f"{(scenario or 'OK').upper()} FINISHED" if main_loop else "OK"
            block = {"type": "text", "text": ""}
            delta = {"type": "text_delta", "text": text}
            stop = "end_turn"
            full_block = {"type": "text", "text": text}
        usage = {"input_tokens": 100, "output_tokens": 10}
        if not body.get("stream"):
            handler._json(
                200,
                {
                    "id": message_id,
                    "type": "message",
                    "role": "assistant",
                    "model": model,
                    "content": [full_block],
                    "stop_reason": stop,
                    "stop_sequence": None,
                    "usage": usage,
                },
            )
            return
        start = {
            "id": message_id,
            "type": "message",
            "role": "assistant",
            "model": model,
            "content": [],
            "stop_reason": None,
            "stop_sequence": None,
            "usage": {"input_tokens": 100, "output_tokens": 1},
        }
        handler.sse(
            [
                ("message_start", {"type": "message_start", "message": start}),
                ("content_block_start", {"type": "content_block_start", "index": 0, "content_block": block}),
                ("content_block_delta", {"type": "content_block_delta", "index": 0, "delta": delta}),
                ("content_block_stop", {"type": "content_block_stop", "index": 0}),
                (
                    "message_delta",
                    {"type": "message_delta", "delta": {"stop_reason": stop, "stop_sequence": None}, "usage": usage},
                ),
                ("message_stop", {"type": "message_stop"}),
            ]
        )

    # -- Gemini --------------------------------------------------------------------------------------

    def _gemini(self, handler: Any, path: str, body: dict[str, Any]) -> None:
        contents = body.get("contents") or []
        scenario = _scenario_of(_first_user_text_gemini(contents))
        config = body.get("generationConfig") or {}
        wants_json = config.get("responseMimeType") == "application/json" or "responseJsonSchema" in config
        main_loop = bool(body.get("tools")) and scenario is not None and not wants_json
        self._record("gemini", path, body, scenario if main_loop else None)
        if wants_json:
            # Gemini CLI's side questions (who speaks next, is the model looping): "the user", "no".
            answer = {"next_speaker": "user", "reasoning": "scripted", "is_loop": False, "confidence": 0.0}
            parts: list[dict[str, Any]] = [{"text": json.dumps(answer)}]
        else:
            done = sum(
                1
                for c in contents
                for part in c.get("parts") or []
                if isinstance(part, dict) and "functionResponse" in part
            )
            command = self._next(scenario, done) if main_loop else None
            if command is not None:
                # A description per step, as a model writes one: Gemini CLI's loop detection stops a session
                # that repeats a call with identical arguments five times.
                args = {"command": command, "description": f"step {done + 1}"}
                parts = [{"functionCall": {"name": "run_shell_command", "args": args}}]
            else:
                parts = [{"text": f"{(scenario or 'OK').upper()} FINISHED" if main_loop else "OK"}]
        response = {
            "candidates": [{"content": {"role": "model", "parts": parts}, "finishReason": "STOP", "index": 0}],
            "usageMetadata": {"promptTokenCount": 100, "candidatesTokenCount": 10, "totalTokenCount": 110},
            "modelVersion": "gemini-scripted",
        }
        if ":streamGenerateContent" in path:
            handler.sse([(None, response)])
        else:
            handler._json(200, response)

    # -- OpenAI Responses (Codex CLI) ----------------------------------------------------------------

    def _responses(self, handler: Any, path: str, body: dict[str, Any]) -> None:
        items = body.get("input") or []
        scenario = _scenario_of(_first_user_text_responses(items))
        tools = body.get("tools") or []
        main_loop = bool(tools) and scenario is not None
        self._record("responses", path, body, scenario if main_loop else None)
        done = sum(1 for item in items if isinstance(item, dict) and item.get("type") == "function_call_output")
        command = self._next(scenario, done) if main_loop else None
        response_id = f"resp_{uuid.uuid4().hex[:24]}"
        if command is not None:
            names = {t.get("name") for t in tools if isinstance(t, dict)}
            if "exec_command" in names:
                name, arguments = "exec_command", {"cmd": command}
            else:
                name, arguments = "shell", {"command": ["bash", "-lc", command]}
            item: dict[str, Any] = {
                "type": "function_call",
                "id": f"fc_{uuid.uuid4().hex[:24]}",
                "call_id": f"call_{uuid.uuid4().hex[:16]}",
                "name": name,
                "arguments": json.dumps(arguments),
                "status": "completed",
            }
        else:
            text = f"{(scenario or 'OK').upper()} FINISHED" if main_loop else "OK"
            item = {
                "type": "message",
                "id": f"msg_{uuid.uuid4().hex[:24]}",
                "role": "assistant",
                "status": "completed",
                "content": [{"type": "output_text", "text": text, "annotations": []}],
            }
        usage = {
            "input_tokens": 100,
            "input_tokens_details": {"cached_tokens": 0},
            "output_tokens": 10,
            "output_tokens_details": {"reasoning_tokens": 0},
            "total_tokens": 110,
        }
        base = {"id": response_id, "object": "response", "model": body.get("model"), "status": "in_progress"}
        handler.sse(
            [
                ("response.created", {"type": "response.created", "response": {**base, "output": []}}),
                ("response.output_item.added", {"type": "response.output_item.added", "output_index": 0, "item": item}),
                ("response.output_item.done", {"type": "response.output_item.done", "output_index": 0, "item": item}),
                (
                    "response.completed",
                    {
                        "type": "response.completed",
                        "response": {**base, "status": "completed", "output": [item], "usage": usage},
                    },
                ),
            ]
        )


# -- reading conversations ----------------------------------------------------------------------------


def _scenario_of(text: str) -> str | None:
    match = SCENARIO.search(text)
    return match.group(1) if match else None


def _first_user_text_anthropic(messages: list[dict[str, Any]]) -> str:
    for message in messages:
        if message.get("role") != "user":
            continue
        content = message.get("content")
        if isinstance(content, str):
            if SCENARIO.search(content):
                return content
            continue
        for block in content or []:
            if isinstance(block, dict) and block.get("type") == "text" and SCENARIO.search(block.get("text", "")):
                return str(block["text"])
    return ""


def _first_user_text_gemini(contents: list[dict[str, Any]]) -> str:
    for content in contents:
        if content.get("role") != "user":
            continue
        for part in content.get("parts") or []:
            if isinstance(part, dict) and SCENARIO.search(str(part.get("text") or "")):
                return str(part["text"])
    return ""


def _first_user_text_responses(items: list[dict[str, Any]]) -> str:
    for item in items:
        if not isinstance(item, dict) or item.get("role") != "user":
            continue
        content = item.get("content")
        if isinstance(content, str) and SCENARIO.search(content):
            return content
        for part in content if isinstance(content, list) else []:
            if isinstance(part, dict) and SCENARIO.search(str(part.get("text") or "")):
                return str(part["text"])
    return ""


def tool_results(request: Request) -> list[str]:
    """The tool results in a request's conversation, oldest first, as the text the model reads."""
    out: list[str] = []
    body = request.body
    if request.api == "anthropic":
        for message in body.get("messages") or []:
            for block in message.get("content") if isinstance(message.get("content"), list) else []:
                if isinstance(block, dict) and block.get("type") == "tool_result":
                    content = block.get("content")
                    if isinstance(content, list):
                        content = "\n".join(str(b.get("text", "")) for b in content if isinstance(b, dict))
                    out.append(str(content or ""))
    elif request.api == "gemini":
        for content in body.get("contents") or []:
            for part in content.get("parts") or []:
                if isinstance(part, dict) and "functionResponse" in part:
                    out.append(json.dumps(part["functionResponse"].get("response"), ensure_ascii=False))
    else:
        for item in body.get("input") or []:
            if isinstance(item, dict) and item.get("type") == "function_call_output":
                output = item.get("output")
                out.append(output if isinstance(output, str) else json.dumps(output, ensure_ascii=False))
    return out


def told(request: Request) -> str:
    """Everything the model was given in ``request`` (system prompt, messages, tool results), as one string."""
    return request.text()
