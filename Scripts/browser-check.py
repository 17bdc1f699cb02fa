#!/usr/bin/env python3
"""Opens nibdump reports in headless Chromium and checks them as a person would see them.

For each HTML file: no console error or uncaught exception while the page loads; every
document's wireframe is drawn (the SVG and its objects have non-zero boxes in the page);
a real mouse click on an object in the wireframe selects it (the object in the picture and
its entry in the hierarchy get the `sel` class); then a screenshot goes to the output folder.

Drives the browser over the DevTools protocol through a minimal WebSocket client written
with the standard library only (no third-party module to install).

usage: browser-check.py OUT_DIR REPORT.html...
"""

import base64
import json
import os
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import time


class WebSocket:
    """Just enough of RFC 6455 for the DevTools protocol: text frames, client-masked."""

    def __init__(self, host, port, path):
        self.sock = socket.create_connection((host, port), timeout=60)
        key = base64.b64encode(os.urandom(16)).decode()
        request = (
            f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n"
            f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        )
        self.sock.sendall(request.encode())
        response = b""
        while b"\r\n\r\n" not in response:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise RuntimeError("the browser closed the WebSocket handshake")
            response += chunk
        if b" 101 " not in response.split(b"\r\n", 1)[0]:
            raise RuntimeError("WebSocket handshake refused: " + response.split(b"\r\n", 1)[0].decode())
        self.buffer = response.split(b"\r\n\r\n", 1)[1]

    def send(self, text):
        payload = text.encode()
        header = bytearray([0x81])
        if len(payload) < 126:
            header.append(0x80 | len(payload))
        elif len(payload) < 65536:
            header.append(0x80 | 126)
            header += struct.pack(">H", len(payload))
        else:
            header.append(0x80 | 127)
            header += struct.pack(">Q", len(payload))
        mask = os.urandom(4)
        header += mask
        self.sock.sendall(bytes(header) + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def _read(self, count):
        while len(self.buffer) < count:
            chunk = self.sock.recv(1 << 20)
            if not chunk:
                raise RuntimeError("the browser closed the WebSocket")
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def receive(self):
        message = b""
        while True:
            first, second = self._read(2)
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self._read(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self._read(8))[0]
            payload = self._read(length)
            opcode = first & 0x0F
            if opcode == 8:
                raise RuntimeError("the browser closed the WebSocket")
            if opcode in (9, 10):
                continue
            message += payload
            if first & 0x80:
                return message.decode()


class DevTools:
    def __init__(self, socket_):
        self.ws = socket_
        self.next_id = 0
        self.events = []

    def call(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self.ws.send(json.dumps(message))
        while True:
            reply = json.loads(self.ws.receive())
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def wait_for(self, method, session, timeout=60):
        deadline = time.time() + timeout
        while time.time() < deadline:
            for index, event in enumerate(self.events):
                if event.get("method") == method and event.get("sessionId") == session:
                    del self.events[index]
                    return event
            self.events.append(json.loads(self.ws.receive()))
        raise RuntimeError(f"timed out waiting for {method}")


def browser_binary():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    sys.exit("error: no Chromium on PATH (apt-get install chromium)")


DRAWN = """(() => {
  const sections = [...document.querySelectorAll('section.doc')];
  return sections.map(section => {
    const svg = section.querySelector('svg.wireframe');
    if (!svg) return {file: section.dataset.file, svg: false};
    const box = svg.getBoundingClientRect();
    const shapes = [...svg.querySelectorAll('.obj')];
    const drawn = shapes.filter(s => { const r = s.getBoundingClientRect(); return r.width > 0 && r.height > 0; });
    return {file: section.dataset.file, svg: box.width > 0 && box.height > 0, objects: shapes.length, drawn: drawn.length};
  });
})()"""

PICK = """(() => {
  const svg = document.querySelector('section.doc svg.wireframe');
  const leaves = [...svg.querySelectorAll('.obj')].filter(s => !s.querySelector('.obj'));
  for (const shape of leaves) {
    shape.scrollIntoView({block: 'center', inline: 'center'});
    const r = shape.getBoundingClientRect();
    if (r.width < 4 || r.height < 4) continue;
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    const hit = document.elementFromPoint(x, y);
    const target = hit ? hit.closest('[data-id]') : null;
    if (target && target.closest('svg') === svg) return {x, y, id: target.getAttribute('data-id')};
  }
  return null;
})()"""

SELECTED = """((id) => {
  const section = document.querySelector('section.doc');
  const esc = CSS.escape(id);
  const inPicture = [...section.querySelectorAll(`svg [data-id='${esc}']`)].some(e => e.classList.contains('sel'));
  const inTree = [...section.querySelectorAll(`.tree [data-id='${esc}']`)].some(e => e.classList.contains('sel'));
  const panel = section.querySelector('.selection').textContent;
  return {inPicture, inTree, panel};
})"""


def evaluate(tools, session, expression):
    result = tools.call("Runtime.evaluate", {"expression": expression, "returnByValue": True}, session)
    if "exceptionDetails" in result:
        raise RuntimeError("page script failed: " + json.dumps(result["exceptionDetails"])[:400])
    return result["result"].get("value")


def check_page(tools, path, out_dir):
    problems = []
    target = tools.call("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = tools.call("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    for domain in ("Page", "Runtime", "Log"):
        tools.call(f"{domain}.enable", session=session)
    tools.call(
        "Emulation.setDeviceMetricsOverride",
        {"width": 1400, "height": 1000, "deviceScaleFactor": 1, "mobile": False},
        session,
    )
    tools.call("Page.navigate", {"url": "file://" + os.path.abspath(path)}, session)
    tools.wait_for("Page.loadEventFired", session)
    evaluate(tools, session, "new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")

    sections = evaluate(tools, session, DRAWN)
    if not sections:
        problems.append("no document section in the page")
    for section in sections or []:
        if not section.get("svg"):
            problems.append(f"{section['file']}: the wireframe SVG has no box")
        elif section["objects"] and section["drawn"] == 0:
            problems.append(f"{section['file']}: none of {section['objects']} objects has a box")

    pick = evaluate(tools, session, PICK)
    if pick is None:
        problems.append("found no object to click in the first wireframe")
    else:
        for kind in ("mousePressed", "mouseReleased"):
            tools.call(
                "Input.dispatchMouseEvent",
                {"type": kind, "x": pick["x"], "y": pick["y"], "button": "left", "clickCount": 1},
                session,
            )
        state = evaluate(tools, session, SELECTED + "(" + json.dumps(pick["id"]) + ")")
        if not state["inPicture"] or not state["inTree"]:
            problems.append(f"clicking {pick['id']} did not select it (picture {state['inPicture']}, tree {state['inTree']})")
        evaluate(tools, session, "window.scrollTo(0, 0)")

    shot = tools.call("Page.captureScreenshot", {"format": "png"}, session)
    name = os.path.splitext(os.path.basename(path))[0] + ".png"
    with open(os.path.join(out_dir, name), "wb") as file:
        file.write(base64.b64decode(shot["data"]))

    for event in tools.events:
        if event.get("sessionId") != session:
            continue
        method, params = event.get("method"), event.get("params", {})
        if method == "Runtime.exceptionThrown":
            problems.append("uncaught exception: " + params["exceptionDetails"].get("text", ""))
        elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            problems.append("console error: " + " ".join(str(a.get("value", "")) for a in params.get("args", [])))
        elif method == "Log.entryAdded" and params["entry"].get("level") == "error":
            problems.append("console error: " + params["entry"].get("text", ""))
    tools.events = [e for e in tools.events if e.get("sessionId") != session]
    tools.call("Target.closeTarget", {"targetId": target})
    return problems, pick


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    out_dir, pages = sys.argv[1], sys.argv[2:]
    os.makedirs(out_dir, exist_ok=True)
    profile = tempfile.mkdtemp(prefix="nib-browser-")
    browser = subprocess.Popen(
        [browser_binary(), "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
         "--no-first-run", "--no-default-browser-check", "--remote-debugging-port=0",
         f"--user-data-dir={profile}", "about:blank"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    failed = 0
    try:
        port_file = os.path.join(profile, "DevToolsActivePort")
        deadline = time.time() + 60
        while not (os.path.exists(port_file) and len(open(port_file).read().split("\n")) >= 2):
            if time.time() > deadline or browser.poll() is not None:
                sys.exit("error: Chromium did not open its DevTools port")
            time.sleep(0.1)
        port, path = open(port_file).read().split("\n")[:2]
        tools = DevTools(WebSocket("127.0.0.1", int(port), path))
        for page in pages:
            started = time.time()
            problems, pick = check_page(tools, page, out_dir)
            took = time.time() - started
            if problems:
                failed += 1
                print(f"FAIL {page} ({took:.1f} s)")
                for problem in problems:
                    print(f"  {problem}")
            else:
                print(f"ok   {page} ({took:.1f} s; clicked {pick['id']})")
    finally:
        browser.terminate()
        try:
            browser.wait(timeout=10)
        except subprocess.TimeoutExpired:
            browser.kill()
        shutil.rmtree(profile, ignore_errors=True)
    print(f"browser check: {len(pages) - failed} of {len(pages)} pages passed; screenshots in {out_dir}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
