package native

import (
	"errors"
	"fmt"
	"net/netip"
	"strings"

	"github.com/spf13/pflag"
	utilnet "k8s.io/apimachinery/pkg/util/net"
	"k8s.io/kubernetes/pkg/capabilities"
	netutils "k8s.io/utils/net"

	"github.com/kubedv/kubedv/kubedv-validate/check"
)

// Cluster is what some of kube-apiserver's answers depend on besides the
// object: options of the server, named as its flags are, with its
// defaults (DefaultCluster). They are read once, when the kinds are
// added.
type Cluster struct {
	// AllowPrivileged is --allow-privileged: unless set, privileged
	// containers (securityContext.privileged: true) and Windows
	// hostProcess containers, in pods and pod templates, are
	// "Forbidden: disallowed by cluster policy". The pod validation reads
	// it from k8s.io/kubernetes/pkg/capabilities, which holds one value
	// per process, as kube-apiserver sets it at startup.
	AllowPrivileged bool
	// ServiceClusterIPRange is --service-cluster-ip-range: one CIDR (a
	// single-stack cluster) or two of different IP families (dual-stack),
	// the primary first. The Service storage defaults spec.ipFamilies and
	// spec.ipFamilyPolicy from it, refuses the families the cluster lacks,
	// and refuses a requested cluster IP outside it.
	ServiceClusterIPRange []netip.Prefix
	// ServiceNodePortRange is --service-node-port-range. A dry run does
	// not check requested node ports against it (kube-apiserver's dry-run
	// port allocation checks no range); the old object of an update,
	// which was created for real, is refused with a node port outside it.
	ServiceNodePortRange utilnet.PortRange
}

// DefaultServiceClusterIPRange is kube-apiserver v1.37.2's
// --service-cluster-ip-range when none is given
// (k8s.io/kubernetes/pkg/kubeapiserver/options.DefaultServiceIPCIDR).
var DefaultServiceClusterIPRange = netip.MustParsePrefix("10.0.0.0/24")

// DefaultServiceNodePortRange is kube-apiserver v1.37.2's
// --service-node-port-range default (kubeapiserver/options'
// DefaultServiceNodePortRange).
var DefaultServiceNodePortRange = utilnet.PortRange{Base: 30000, Size: 2768}

// DefaultCluster is kube-apiserver v1.37.2 started without these flags.
func DefaultCluster() Cluster {
	return Cluster{
		ServiceClusterIPRange: []netip.Prefix{DefaultServiceClusterIPRange},
		ServiceNodePortRange:  DefaultServiceNodePortRange,
	}
}

// The flags' names, kube-apiserver's.
const (
	FlagAllowPrivileged       = "allow-privileged"
	FlagServiceClusterIPRange = "service-cluster-ip-range"
	FlagServiceNodePortRange  = "service-node-port-range"
)

// AddFlags adds c's options to fs as kube-apiserver's flags (named as
// the Flag constants, literally for the docs' flag check), their defaults
// c's values.
func (c *Cluster) AddFlags(fs *pflag.FlagSet) {
	fs.BoolVar(&c.AllowPrivileged, "allow-privileged", c.AllowPrivileged,
		"as kube-apiserver's: if true, allow privileged containers (default false: they are Forbidden)")
	fs.Var((*cidrsValue)(&c.ServiceClusterIPRange), "service-cluster-ip-range",
		"as kube-apiserver's: the CIDR service cluster IPs are assigned from, or two of different IP families, comma-separated, for dual-stack")
	fs.Var(portRangeValue{&c.ServiceNodePortRange}, "service-node-port-range",
		"as kube-apiserver's: the node port range of NodePort services, e.g. '30000-32767' (inclusive)")
}

// ClusterFlags adds kube-apiserver's cluster options to fs (defaults:
// DefaultCluster) and returns the setup that adds the native kinds with
// the values parsed: cli.Command's Cluster.
func ClusterFlags(fs *pflag.FlagSet) func(v *check.Validator) error {
	c := DefaultCluster()
	c.AddFlags(fs)
	return func(v *check.Validator) error { return c.Add(v) } // c as parsed
}

// Check says whether c is a configuration kube-apiserver would start
// with.
func (c Cluster) Check() error {
	if err := checkRanges(c.ServiceClusterIPRange); err != nil {
		return fmt.Errorf("--%s: %w", FlagServiceClusterIPRange, err)
	}
	if c.ServiceNodePortRange.Size <= 0 || c.ServiceNodePortRange.Base <= 0 || c.ServiceNodePortRange.Base+c.ServiceNodePortRange.Size-1 > 65535 {
		return fmt.Errorf("--%s %q: not a port range within 1-65535", FlagServiceNodePortRange, c.ServiceNodePortRange.String())
	}
	return nil
}

// setCapabilities gives the pod validation c's --allow-privileged.
// kube-apiserver sets it once at startup (capabilities.Setup), and the
// package keeps the first value of a process: validators of one process
// must agree on it.
func (c Cluster) setCapabilities() error {
	capabilities.Setup(c.AllowPrivileged, 0)
	if got := capabilities.Get().AllowPrivileged; got != c.AllowPrivileged {
		return fmt.Errorf("--%s=%v: this process already validates with --%s=%v (k8s.io/kubernetes/pkg/capabilities holds one value per process)",
			FlagAllowPrivileged, c.AllowPrivileged, FlagAllowPrivileged, got)
	}
	return nil
}

// ParseServiceClusterIPRange parses --service-cluster-ip-range as
// kube-apiserver does (its CIDRs read leniently, leading zeros allowed,
// the address masked to its network); "" is the default range.
func ParseServiceClusterIPRange(s string) ([]netip.Prefix, error) {
	if strings.TrimSpace(s) == "" {
		return []netip.Prefix{DefaultServiceClusterIPRange}, nil
	}
	parts := strings.Split(s, ",")
	if len(parts) > 2 {
		return nil, errors.New("must not contain more than two entries (one CIDR, or two of different IP families for dual-stack)")
	}
	var out []netip.Prefix
	for i, p := range parts {
		_, ipnet, err := netutils.ParseCIDRSloppy(strings.TrimSpace(p))
		if err != nil {
			return nil, fmt.Errorf("[%d] %q is not a valid CIDR (write it as 10.96.0.0/16 or fd00:10:96::/112)", i, p)
		}
		ones, _ := ipnet.Mask.Size()
		addr, _ := netip.AddrFromSlice(ipnet.IP)
		out = append(out, netip.PrefixFrom(addr.Unmap(), ones))
	}
	if err := checkRanges(out); err != nil {
		return nil, err
	}
	return out, nil
}

// checkRanges refuses ranges kube-apiserver refuses, or cannot allocate
// from.
func checkRanges(r []netip.Prefix) error {
	switch {
	case len(r) == 0:
		return errors.New("must contain at least one valid CIDR")
	case len(r) > 2:
		return errors.New("must not contain more than two entries")
	case len(r) == 2 && r[0].Addr().Is4() == r[1].Addr().Is4():
		return fmt.Errorf("%s and %s: [0] and [1] must be of different IP family (dual-stack), or give one", r[0], r[1])
	}
	if hostBits := r[0].Addr().BitLen() - r[0].Bits(); hostBits < 3 {
		return fmt.Errorf("%s: the service cluster IP range must be at least 8 IP addresses", r[0])
	}
	for _, p := range r {
		if p.Addr().Is6() && p.Bits() < 64 {
			return fmt.Errorf("%s: shortest allowed prefix length for service CIDR is 64, got %d", p, p.Bits())
		}
	}
	return nil
}

// cidrsValue is --service-cluster-ip-range as a flag.
type cidrsValue []netip.Prefix

func (v *cidrsValue) String() string {
	var parts []string
	for _, p := range *v {
		parts = append(parts, p.String())
	}
	return strings.Join(parts, ",")
}

func (v *cidrsValue) Set(s string) error {
	r, err := ParseServiceClusterIPRange(s)
	if err != nil {
		return err
	}
	*v = r
	return nil
}

func (v *cidrsValue) Type() string { return "cidrs" }

// portRangeValue is --service-node-port-range as a flag, the port range
// kube-apiserver's flag is, checked.
type portRangeValue struct{ pr *utilnet.PortRange }

func (v portRangeValue) String() string { return v.pr.String() }

func (v portRangeValue) Set(s string) error {
	var pr utilnet.PortRange
	if err := pr.Set(s); err != nil {
		return fmt.Errorf("%w (write it as 30000-32767, both ends included, or 30000+2768)", err)
	}
	if pr.Size <= 0 {
		return fmt.Errorf("%q: an empty port range (write it as 30000-32767)", s)
	}
	*v.pr = pr
	return nil
}

func (v portRangeValue) Type() string { return "portRange" }
