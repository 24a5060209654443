package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"net"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/spf13/pflag"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/kubernetes/pkg/capabilities"

	"github.com/kubedv/kubedv/kubedv-validate/check"
	"github.com/kubedv/kubedv/kubedv-validate/manifest"
	"github.com/kubedv/kubedv/kubedv-validate/native"
)

// withCapabilities lets a test validate with another --allow-privileged
// than the process's: k8s.io/kubernetes/pkg/capabilities keeps one value
// per process, the default one (false) restored at the end.
func withCapabilities(t *testing.T) {
	t.Helper()
	capabilities.ResetForTest()
	t.Cleanup(func() {
		capabilities.ResetForTest()
		capabilities.Setup(false, 0)
	})
}

// runCluster runs the command as kubedv-validate's main does: the native
// kinds with the cluster options of its flags and --cluster-config.
func runCluster(t *testing.T, args ...string) (code int, out, errOut string) {
	t.Helper()
	withCapabilities(t)
	var o, e bytes.Buffer
	c := Command{Out: &o, Err: &e, Cluster: native.ClusterFlags}
	code = c.Main(args)
	return code, o.String(), e.String()
}

func clusterTD(p string) string { return filepath.Join("testdata", "cluster", p) }

// TestClusterGolden compares kubedv-validate with the answers of real
// kube-apiservers started with the options of each
// testdata/cluster/<config>/cluster.yaml (hack/cluster-golden.sh records
// them), read through --cluster-config as the command reads it: creates
// and updates, accepted and refused, cause by cause.
func TestClusterGolden(t *testing.T) {
	configs, _ := filepath.Glob(clusterTD("*/cluster.yaml"))
	if len(configs) < 3 {
		t.Fatalf("configurations: %v", configs)
	}
	for _, cfg := range configs {
		name := filepath.Base(filepath.Dir(cfg))
		t.Run(name, func(t *testing.T) {
			data, err := os.ReadFile(filepath.Join(filepath.Dir(cfg), "golden.json"))
			if err != nil {
				t.Fatalf("%v: run hack/cluster-golden.sh %s", err, name)
			}
			var golden []serverAnswer
			if err := json.Unmarshal(data, &golden); err != nil {
				t.Fatal(err)
			}
			withCapabilities(t)
			fs := pflag.NewFlagSet(name, pflag.ContinueOnError)
			setup := native.ClusterFlags(fs)
			if err := loadClusterConfig(cfg, fs); err != nil {
				t.Fatal(err)
			}
			ctx := context.Background()
			v := check.New()
			v.AddCRDKind()
			if err := setup(v); err != nil {
				t.Fatal(err)
			}
			r := &manifest.Reader{}
			oldFiles, _ := manifest.Files([]string{clusterTD("old")})
			old, _, err := readOld(v, r, oldFiles)
			if err != nil {
				t.Fatal(err)
			}
			files, _ := manifest.Files([]string{clusterTD("new")})
			creates, err := runAll(ctx, v, r, files, old, clientSide, 0)
			if err != nil {
				t.Fatal(err)
			}
			updates, err := runAll(ctx, v, r, files, old, serverSide, 0)
			if err != nil {
				t.Fatal(err)
			}
			corpus := corpusText(t)
			ours := map[string]Result{}
			for i, res := range creates {
				if res.Update {
					res = updates[i]
				}
				ours[docID(filepath.ToSlash(res.File), res.Index, res.Item)] = res
			}
			var accepted, refused, oldRefused, upd int
			for _, g := range golden {
				id := docID(strings.TrimPrefix(g.File, "cli/"), g.Index, g.Item)
				res, ok := ours[id]
				if !ok {
					t.Errorf("%s: no answer", id)
					continue
				}
				if res.Update != g.Update {
					t.Errorf("%s: update %v, the server's %v", id, res.Update, g.Update)
				}
				want := g.Status
				switch {
				case g.OldRefused:
					// The server refused to create the old object for
					// real: ours says so of the old manifest.
					oldRefused++
					want.Message = "the old object (--old) cannot be decoded: " + want.Message
					if res.Status.Message != want.Message {
						t.Errorf("%s: message %q, want %q", id, res.Status.Message, want.Message)
					}
				case g.Status.Status == metav1.StatusSuccess:
					accepted++
				default:
					refused++
				}
				if g.Update {
					upd++
				}
				res.Status, want = allocated(res.Status, corpus), allocated(want, corpus)
				if diff := compareStatus(res.Status, want); diff != "" {
					t.Errorf("%s: %s", id, diff)
				}
			}
			t.Logf("%d answers: %d accepted, %d refused, %d old objects refused; %d updates", len(golden), accepted, refused, oldRefused, upd)
			if accepted == 0 || refused == 0 || upd == 0 {
				t.Errorf("the corpus should have accepted and refused answers and updates on every configuration")
			}
		})
	}
}

// TestClusterFlags: the options given as flags, as a config file, both
// (the flag wins), and the defaults (kube-apiserver's).
func TestClusterFlags(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	priv := clusterTD("new/privileged.yaml")
	svcs := clusterTD("new/services.yaml")
	forbidden := "spec.containers[0].securityContext.privileged: Forbidden: disallowed by cluster policy (v1 Pod priv-pod, create)"
	cases := []struct {
		name    string
		args    []string
		code    int
		want    []string
		notWant []string
	}{
		{name: "default refuses privileged", args: []string{priv}, code: ExitInvalid, want: []string{forbidden}},
		{name: "--allow-privileged", args: []string{"--allow-privileged", priv}, code: ExitOK, notWant: []string{"disallowed by cluster policy"}},
		{name: "file allows", args: []string{"--cluster-config", write("allow.yaml", "allow-privileged: true\n"), priv}, code: ExitOK, notWant: []string{"disallowed by cluster policy"}},
		{name: "flag wins over file", args: []string{"--allow-privileged=false", "--cluster-config", write("allow2.yaml", "allow-privileged: true\n"), priv}, code: ExitInvalid, want: []string{forbidden}},
		{name: "default range", args: []string{svcs}, code: ExitInvalid, want: []string{
			`spec.clusterIPs: Invalid value: ["10.96.0.10"]: failed to allocate IP 10.96.0.10: the provided IP (10.96.0.10) is not in the valid range. The range of valid IPs is 10.0.0.0/24 (v1 Service svc-ip-10-96-0-10, create)`,
			`spec.ipFamilyPolicy: Invalid value: "RequireDualStack": this cluster is not configured for dual-stack services (v1 Service svc-require-dual, create)`,
		}, notWant: []string{"svc-ip-10-0-0-10,"}},
		{name: "flag range", args: []string{"--service-cluster-ip-range", "10.96.0.0/24,fd00:10:96::/112", svcs}, code: ExitInvalid,
			want:    []string{"The range of valid IPs is 10.96.0.0/24 (v1 Service svc-ip-10-0-0-10, create)"},
			notWant: []string{"svc-ip-10-96-0-10,", "svc-require-dual,"}},
		{name: "file range, flag wins", args: []string{"--service-cluster-ip-range", "10.0.0.0/24", "--cluster-config", write("range.yaml", "service-cluster-ip-range: 10.96.0.0/24\n"), svcs}, code: ExitInvalid,
			want: []string{"svc-ip-10-96-0-10, create"}, notWant: []string{"svc-ip-10-0-0-10,"}},
		{name: "empty file", args: []string{"--cluster-config", write("empty.yaml", "# nothing\n"), priv}, code: ExitInvalid, want: []string{forbidden}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, out, errOut := runCluster(t, c.args...)
			if code != c.code {
				t.Errorf("exit %d, want %d\n%s%s", code, c.code, out, errOut)
			}
			for _, w := range c.want {
				if !strings.Contains(out, w) {
					t.Errorf("missing %q in\n%s", w, out)
				}
			}
			for _, w := range c.notWant {
				if strings.Contains(out, w) {
					t.Errorf("unexpected %q in\n%s", w, out)
				}
			}
		})
	}
}

// TestClusterConfigErrors: a bad file or value is a usage error (exit 2)
// naming the file, the line and the fix.
func TestClusterConfigErrors(t *testing.T) {
	dir := t.TempDir()
	cases := []struct{ name, text, arg, want string }{
		{name: "unknown key", text: "allow-privileged: true\nallow-privilegd: true\n",
			want: `bad.yaml:2:1: unknown key "allow-privilegd" (did you mean "allow-privileged"?): the keys are the cluster options' flag names: allow-privileged, service-cluster-ip-range, service-node-port-range`},
		{name: "dashes", text: "--allow-privileged: true\n", want: `bad.yaml:1:1: unknown key "--allow-privileged" (write "allow-privileged", without the dashes)`},
		{name: "bad bool", text: "allow-privileged: yes\n", want: `bad.yaml:1:19: allow-privileged: invalid value "yes": must be true or false`},
		{name: "bad cidr", text: "service-cluster-ip-range: 10.96.0.0/33\n", want: `bad.yaml:1:27: service-cluster-ip-range: invalid value "10.96.0.0/33": [0] "10.96.0.0/33" is not a valid CIDR`},
		{name: "same family", text: "service-cluster-ip-range: 10.96.0.0/24,10.97.0.0/24\n", want: `must be of different IP family`},
		{name: "three", text: "service-cluster-ip-range: 10.96.0.0/24,fd00::/112,10.1.0.0/24\n", want: `must not contain more than two entries`},
		{name: "small", text: "service-cluster-ip-range: 10.96.0.0/30\n", want: `the service cluster IP range must be at least 8 IP addresses`},
		{name: "ipv6 too large", text: "service-cluster-ip-range: fd00::/48\n", want: `shortest allowed prefix length for service CIDR is 64, got 48`},
		{name: "bad ports", text: "service-node-port-range: 30000-20000\n", want: `bad.yaml:1:26: service-node-port-range: invalid value "30000-20000"`},
		{name: "list", text: "service-cluster-ip-range: [10.96.0.0/24]\n", want: `bad.yaml:1:27: service-cluster-ip-range: give one value, as on the command line (e.g. service-cluster-ip-range: 10.0.0.0/24)`},
		{name: "twice", text: "allow-privileged: true\nallow-privileged: false\n", want: `bad.yaml:2:1: allow-privileged given twice (first at line 1)`},
		{name: "not a mapping", text: "- allow-privileged\n", want: `bad.yaml:1:1: must be a mapping of options`},
		{name: "not YAML", text: "allow-privileged: [\n", want: `bad.yaml: not YAML`},
		{name: "bad flag", arg: "--service-cluster-ip-range=fd00::/112,fd01::/112", want: `must be of different IP family`},
		{name: "missing file", arg: "--cluster-config=" + filepath.Join(dir, "none.yaml"), want: "none.yaml: no such file"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			args := []string{c.arg}
			if c.text != "" {
				p := filepath.Join(dir, "bad.yaml")
				if err := os.WriteFile(p, []byte(c.text), 0o644); err != nil {
					t.Fatal(err)
				}
				args = []string{"--cluster-config", p}
			}
			code, out, errOut := runCluster(t, append(args, clusterTD("new/privileged.yaml"))...)
			if code != ExitArgs || !strings.Contains(errOut, c.want) || out != "" {
				t.Errorf("exit %d, stderr\n%s\nwant exit %d with %q", code, errOut, ExitArgs, c.want)
			}
		})
	}
}

// TestClusterFlagsOnlyWithCluster: a validator without native kinds (the
// example API's) has no cluster options.
func TestClusterFlagsOnlyWithCluster(t *testing.T) {
	var o, e bytes.Buffer
	code := Command{Out: &o, Err: &e}.Main([]string{"--allow-privileged", "x.yaml"})
	if code != ExitArgs || !strings.Contains(e.String(), "unknown flag: --allow-privileged") {
		t.Errorf("exit %d, %s", code, e.String())
	}
}

// corpusText is every manifest of testdata/cluster, to tell the cluster
// IPs a manifest asks for from those the server allocated.
func corpusText(t *testing.T) string {
	var b strings.Builder
	for _, dir := range []string{"old", "new"} {
		files, _ := filepath.Glob(clusterTD(dir + "/*.yaml"))
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			b.Write(data)
		}
	}
	return b.String()
}

var ipLike = regexp.MustCompile(`\b(?:\d+\.\d+\.\d+\.\d+|[0-9a-f]{1,4}(?::[0-9a-f]{0,4}){2,7})\b`)

// allocated replaces in s's causes the addresses no manifest asks for:
// those the server allocated to the old object of an update, at random
// (kubedv-validate allocates its range's last address).
func allocated(s metav1.Status, corpus string) metav1.Status {
	if s.Details == nil {
		return s
	}
	d := *s.Details
	d.Causes = append([]metav1.StatusCause(nil), d.Causes...)
	for i := range d.Causes {
		d.Causes[i].Message = ipLike.ReplaceAllStringFunc(d.Causes[i].Message, func(ip string) string {
			if net.ParseIP(ip) == nil || strings.Contains(corpus, ip) {
				return ip
			}
			return "<allocated>"
		})
	}
	s.Details = &d
	return s
}
