package doccheck

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

func TestCommands(t *testing.T) {
	lines := []string{
		"# a comment",
		"go -C x test ./... && (cd y && go run ./cmd/z --flag \\",
		"    value) # trailing",
		"kubectl create -f - <<'YAML'",
		"kind: Widget",
		"YAML",
		"FOO=1 tool --old <(git show main:a.yaml) [--opt v]... pkg",
		"git clone <the URL> dir",
	}
	var got [][]string
	for _, c := range Commands(lines, 1) {
		got = append(got, c.Words)
	}
	want := [][]string{
		{"go", "-C", "x", "test", "./..."},
		{"cd", "y"},
		{"go", "run", "./cmd/z", "--flag", "value"},
		{"kubectl", "create", "-f", "-"},
		{"git", "show", "main:a.yaml"},
		{"tool", "--old", "<(...)", "--opt", "v", "pkg"},
		{"git", "clone", "<the URL>", "dir"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got\n%q\nwant\n%q", got, want)
	}
}

func TestCheck(t *testing.T) {
	root := t.TempDir()
	write := func(name, content string) {
		p := filepath.Join(root, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("go.mod", "module example.com/r\n")
	write("cmd/tool/main.go", "package main\n")
	write("sub/go.mod", "module example.com/r/sub\n")
	write("sub/cmd/srv/main.go", "package main\n")
	write("docs/b.md", "# B\n## Some heading (`--x`)\n")
	write("docs/a.md", strings.Join([]string{
		"# A",
		"[ok](b.md#some-heading---x) [bad anchor](b.md#nope) [missing](c.md) [out](../../x.md)",
		"```sh",
		"go run ./sub/cmd/srv",
		"go -C sub run ./cmd/srv",
		"go run ./cmd/tool --known --unknown -v",
		"go install example.com/r/cmd/tool@latest",
		"../shared/x.sh",
		"ls cmd/nope",
		"git clone <URL> ../r && go -C ../r run ./cmd/tool",
		"```",
		"<!-- doccheck: project -->",
		"```sh",
		"go run example.com/r/cmd/tool --known ./api/v1",
		"```",
		"Run `../shared/y.sh` there.",
		"Or `go run ./sub/cmd/srv` and `go test ./yours/...`.",
	}, "\n"))
	c := &Checker{Root: root, ModulePath: "example.com/r", Tools: map[string]FlagSet{
		"tool": FlagsFromUsage("  -v, --verbose   talk\n      --known x\n"),
	}}
	fs, _, err := c.Check([]string{"docs/a.md"})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range fs {
		got = append(got, f.String())
	}
	want := []string{
		"docs/a.md:2: link b.md#nope: docs/b.md has no heading #nope",
		"docs/a.md:2: link c.md: docs/c.md does not exist",
		"docs/a.md:2: link ../../x.md points outside the repository",
		"docs/a.md:4: go run ./sub/cmd/srv: sub/cmd/srv is in module example.com/r/sub, not in the module go runs in here (example.com/r): use go -C sub run ./cmd/srv",
		"docs/a.md:6: tool has no flag --unknown",
		"docs/a.md:7: example.com/r/cmd/tool@latest: the module is not published to a module proxy; install from a clone",
		"docs/a.md:8: ../shared/x.sh is outside the repository (a clone does not have it)",
		"docs/a.md:9: cmd/nope does not exist in the repository",
		"docs/a.md:10: git clone <URL>: a placeholder, not a repository URL",
		"docs/a.md:16: ../shared/y.sh is outside the repository (a clone does not have it)",
		"docs/a.md:17: go run ./sub/cmd/srv: sub/cmd/srv is in module example.com/r/sub, not in the module go runs in here (example.com/r): use go -C sub run ./cmd/srv",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
