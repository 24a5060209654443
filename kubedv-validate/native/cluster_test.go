package native

import (
	"context"
	"net/netip"
	"strings"
	"testing"

	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	api "k8s.io/kubernetes/pkg/apis/core"
	"k8s.io/kubernetes/pkg/capabilities"

	"github.com/kubedv/kubedv/kubedv-validate/check"
)

// clusterValidator is the native kinds as a kube-apiserver with c's
// options answers; the process's --allow-privileged (pkg/capabilities
// holds one) is c's until the test ends, the default one after.
func clusterValidator(t *testing.T, c Cluster) *check.Validator {
	t.Helper()
	capabilities.ResetForTest()
	t.Cleanup(func() {
		capabilities.ResetForTest()
		capabilities.Setup(false, 0)
	})
	v := check.New()
	if err := c.Add(v); err != nil {
		t.Fatal(err)
	}
	return v
}

func cluster(allowPrivileged bool, ranges ...string) Cluster {
	c := DefaultCluster()
	c.AllowPrivileged = allowPrivileged
	if len(ranges) > 0 {
		c.ServiceClusterIPRange = nil
		for _, r := range ranges {
			c.ServiceClusterIPRange = append(c.ServiceClusterIPRange, netip.MustParsePrefix(r))
		}
	}
	return c
}

const privilegedPod = `apiVersion: v1
kind: Pod
metadata: {name: p}
spec:
  containers:
  - name: app
    image: busybox
    securityContext: {privileged: %s}
`

func svcDoc(spec string) string {
	return "apiVersion: v1\nkind: Service\nmetadata: {name: s}\nspec:\n  selector: {app: web}\n  ports: [{name: http, port: 80}]\n" + spec
}

const (
	privilegedDeploy = "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: d}\nspec:\n  selector: {matchLabels: {app: d}}\n  template:\n    metadata: {labels: {app: d}}\n    spec:\n      containers: [{name: app, image: busybox, securityContext: {privileged: true}}]\n"
	plainDeploy      = "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: d}\nspec:\n  selector: {matchLabels: {app: d}}\n  template:\n    metadata: {labels: {app: d}}\n    spec:\n      containers: [{name: app, image: busybox}]\n"
)

// TestClusterOptions: every option, on creates and updates, accepted
// and refused, single- and dual-stack (the answers are the real
// servers', cli's TestClusterGolden holds them to its goldens).
func TestClusterOptions(t *testing.T) {
	single := cluster(false)                                                     // kube-apiserver's defaults: 10.0.0.0/24
	dual := cluster(true, "10.96.0.0/24", "fd00:10:96::/112")                    // privileged allowed
	dual.ServiceNodePortRange.Base, dual.ServiceNodePortRange.Size = 20000, 1000 // 20000-20999
	v6 := cluster(false, "fd00:10:96::/112")                                     // single-stack IPv6
	v6dual := cluster(false, "fd00:10:96::/112", "10.96.0.0/24")                 // dual-stack, IPv6 primary
	notInRange := "failed to allocate IP 10.96.0.10: the provided IP (10.96.0.10) is not in the valid range. The range of valid IPs is 10.0.0.0/24"
	cases := []struct {
		name     string
		cluster  Cluster
		doc, old string
		want     string // "" for valid
	}{
		{"privileged pod refused", single, strings.Replace(privilegedPod, "%s", "true", 1), "", "spec.containers[0].securityContext.privileged: Forbidden: disallowed by cluster policy"},
		{"privileged pod allowed", dual, strings.Replace(privilegedPod, "%s", "true", 1), "", ""},
		{"unprivileged pod", single, strings.Replace(privilegedPod, "%s", "false", 1), "", ""},
		{"privileged template refused", single, privilegedDeploy, "", "spec.template.spec.containers[0].securityContext.privileged: Forbidden: disallowed by cluster policy"},
		{"privileged template update refused", single, privilegedDeploy, plainDeploy, "spec.template.spec.containers[0].securityContext.privileged: Forbidden"},
		{"privileged template update allowed", dual, privilegedDeploy, plainDeploy, ""},

		{"ip in the default range", single, svcDoc("  clusterIP: 10.0.0.10\n"), "", ""},
		{"ip outside the default range", single, svcDoc("  clusterIP: 10.96.0.10\n"), "", notInRange},
		{"network address", dual, svcDoc("  clusterIP: 10.96.0.0\n"), "", "The range of valid IPs is 10.96.0.0/24"},
		{"ipv4 broadcast", dual, svcDoc("  clusterIP: 10.96.0.255\n"), "", "The range of valid IPs is 10.96.0.0/24"},
		{"ipv6 top address", v6, svcDoc("  clusterIP: fd00:10:96::ffff\n"), "", ""},
		{"ipv6 on ipv4", single, svcDoc("  clusterIP: fd00:10:96::10\n"), "", "spec.clusterIPs[0]: Invalid value: [\"fd00:10:96::10\"]: IPv6 is not configured on this cluster"},
		{"ipv6 outside", dual, svcDoc("  clusterIP: fd00:10:97::10\n"), "", "The range of valid IPs is fd00:10:96::/112"},
		{"require dual on single", single, svcDoc("  ipFamilyPolicy: RequireDualStack\n"), "", `spec.ipFamilyPolicy: Invalid value: "RequireDualStack": this cluster is not configured for dual-stack services`},
		{"require dual on dual", dual, svcDoc("  ipFamilyPolicy: RequireDualStack\n"), "", ""},
		{"require dual, ipv6 primary", v6dual, svcDoc("  ipFamilyPolicy: RequireDualStack\n"), "", ""},
		{"prefer dual on single", single, svcDoc("  ipFamilyPolicy: PreferDualStack\n"), "", ""},
		{"ipv6 family on ipv4", single, svcDoc("  ipFamilies: [IPv6]\n"), "", `spec.ipFamilies[0]: Invalid value: "IPv6": not configured on this cluster`},
		{"ipv4 family on ipv6", v6, svcDoc("  ipFamilies: [IPv4]\n"), "", `spec.ipFamilies[0]: Invalid value: "IPv4": not configured on this cluster`},
		{"two families single-stack policy", dual, svcDoc("  ipFamilies: [IPv6, IPv4]\n"), "", "must be 'RequireDualStack' or 'PreferDualStack' when multiple IP families are specified"},
		{"two ips on dual", dual, svcDoc("  ipFamilyPolicy: RequireDualStack\n  clusterIP: 10.96.0.11\n  clusterIPs: [10.96.0.11, 'fd00:10:96::11']\n"), "", ""},
		{"headless selectorless anywhere", single, "apiVersion: v1\nkind: Service\nmetadata: {name: s}\nspec:\n  clusterIP: None\n  ports: [{name: http, port: 80}]\n", "", ""},
		{"node port requested twice", single, svcDoc("  type: NodePort\n  ports: [{name: a, port: 80, nodePort: 30100}, {name: b, port: 81, nodePort: 30100}]\n"), "", "spec.ports[1].nodePort: Invalid value: 30100: provided port is already allocated"},
		{"node port shared by one port's protocols", single, svcDoc("  type: NodePort\n  ports: [{name: a, port: 53, nodePort: 30053}, {name: b, port: 53, protocol: UDP}]\n"), "", ""},
		{"dry run node port outside the range", dual, svcDoc("  type: NodePort\n  ports: [{name: http, port: 80, nodePort: 31000}]\n"), "", ""},

		{"update to require dual on single", single, svcDoc("  ipFamilyPolicy: RequireDualStack\n"), svcDoc(""), "this cluster is not configured for dual-stack services"},
		{"update to require dual on dual", dual, svcDoc("  ipFamilyPolicy: RequireDualStack\n"), svcDoc(""), ""},
		{"update drops a family without single-stack", dual, svcDoc("  ipFamilyPolicy: PreferDualStack\n  ipFamilies: [IPv4]\n"), svcDoc("  ipFamilyPolicy: PreferDualStack\n"), "must be 'SingleStack' to release the secondary IP family"},
		{"ipv6 update to prefer dual", v6, svcDoc("  ipFamilyPolicy: PreferDualStack\n"), svcDoc(""), ""},
		{"ipv6 update to require dual", v6, svcDoc("  ipFamilyPolicy: RequireDualStack\n"), svcDoc(""), "this cluster is not configured for dual-stack services"},
		{"ipv6-primary update to require dual", v6dual, svcDoc("  ipFamilyPolicy: RequireDualStack\n"), svcDoc(""), ""},
		{"ipv6 update sets an ipv4 address", v6, svcDoc("  clusterIP: 10.0.0.10\n"), svcDoc(""), "spec.clusterIPs[0]"},
		{"update to single-stack", dual, svcDoc("  ipFamilyPolicy: SingleStack\n"), svcDoc("  ipFamilyPolicy: PreferDualStack\n"), ""},
		{"update from ExternalName outside", single, svcDoc("  clusterIP: 10.96.0.31\n"), "apiVersion: v1\nkind: Service\nmetadata: {name: s}\nspec: {type: ExternalName, externalName: example.com}\n", "The range of valid IPs is 10.0.0.0/24"},
		{"old object outside the range", single, svcDoc(""), svcDoc("  clusterIP: 10.96.0.10\n"), "the old object (--old) cannot be decoded: Service \"s\" is invalid: spec.clusterIPs: Invalid value: [\"10.96.0.10\"]: " + notInRange},
		{"old node port outside the range", dual, svcDoc("  type: NodePort\n  ports: [{name: http, port: 80, nodePort: 31000}]\n"), svcDoc("  type: NodePort\n  ports: [{name: http, port: 80, nodePort: 31000}]\n"),
			"spec.ports[0].nodePort: Invalid value: 31000: provided port is not in the valid range. The range of valid ports is 20000-20999"},
		{"update node port outside the range", dual, svcDoc("  type: NodePort\n  ports: [{name: http, port: 80, nodePort: 31000}]\n"), svcDoc("  type: NodePort\n  ports: [{name: http, port: 80, nodePort: 20500}]\n"), ""},
	}
	ctx := context.Background()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			v := clusterValidator(t, c.cluster)
			var old map[string]any
			if c.old != "" {
				old = obj(t, c.old)
			}
			s := v.Validate(ctx, obj(t, c.doc), old)
			switch {
			case c.want == "" && s.Status != metav1.StatusSuccess:
				t.Errorf("refused: %s", s.Message)
			case c.want != "" && (s.Status == metav1.StatusSuccess || !strings.Contains(s.Message, c.want)):
				t.Errorf("got %q, want %q", s.Message, c.want)
			}
		})
	}
}

func TestClusterChecks(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"", "10.0.0.0/24"},
		{"10.96.0.5/24", "10.96.0.0/24"},
		{"010.096.000.000/16", "10.96.0.0/16"},
		{"fd00:10:96::/112, 10.96.0.0/24", "fd00:10:96::/112,10.96.0.0/24"},
		{"10.96.0.0/29", "10.96.0.0/29"},
		{"10.96.0.0/30", "at least 8 IP addresses"},
		{"fd00::/63", "shortest allowed prefix length for service CIDR is 64, got 63"},
		{"10.96.0.0/24,10.97.0.0/24", "must be of different IP family"},
		{"a,b,c", "must not contain more than two entries"},
		{"10.96.0.0", "is not a valid CIDR"},
	} {
		r, err := ParseServiceClusterIPRange(c.in)
		got := (*cidrsValue)(&r).String()
		if err != nil {
			got = err.Error()
		}
		if !strings.Contains(got, c.want) {
			t.Errorf("%q: %q, want %q", c.in, got, c.want)
		}
	}
	bad := DefaultCluster()
	bad.ServiceClusterIPRange = nil
	if err := bad.Check(); err == nil || !strings.Contains(err.Error(), "at least one") {
		t.Errorf("no range: %v", err)
	}
	var pr portRangeValue
	pr.pr = &bad.ServiceNodePortRange
	if err := pr.Set("30000-20000"); err == nil {
		t.Error("a reversed port range is accepted")
	}
	if err := pr.Set("20000-20999"); err != nil || bad.ServiceNodePortRange.Size != 1000 {
		t.Errorf("20000-20999: %v %v", err, bad.ServiceNodePortRange)
	}
}

// TestClusterCapabilitiesPerProcess: two validators of one process
// cannot disagree on --allow-privileged, pkg/capabilities holding one.
func TestClusterCapabilitiesPerProcess(t *testing.T) {
	clusterValidator(t, cluster(true))
	if err := cluster(false).Add(check.New()); err == nil || !strings.Contains(err.Error(), "this process already validates with --allow-privileged=true") {
		t.Errorf("got %v", err)
	}
}

// BenchmarkServiceStorage measures the Service storage's create hook on
// a valid Service without a cluster IP (families defaulted, an IP
// allocated), dual-stack: the options are read once, when the kinds are
// added, not per object.
func BenchmarkServiceStorage(b *testing.B) {
	s := newServiceStorage(cluster(false, "10.96.0.0/24", "fd00:10:96::/112"))
	base := api.Service{Spec: api.ServiceSpec{Type: api.ServiceTypeClusterIP, Selector: map[string]string{"app": "web"},
		Ports: []api.ServicePort{{Name: "http", Port: 80, Protocol: api.ProtocolTCP}}}}
	b.ReportAllocs()
	for b.Loop() {
		svc := base
		if err := s.beginCreate(&svc, true); err != nil {
			b.Fatal(err)
		}
	}
}
