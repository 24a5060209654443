package native

import (
	"fmt"
	"net"
	"net/netip"
	"slices"

	apierrors "k8s.io/apimachinery/pkg/api/errors"
	"k8s.io/apimachinery/pkg/runtime"
	utilnet "k8s.io/apimachinery/pkg/util/net"
	"k8s.io/apimachinery/pkg/util/validation/field"
	api "k8s.io/kubernetes/pkg/apis/core"
	"k8s.io/kubernetes/pkg/apis/core/validation"
	"k8s.io/kubernetes/pkg/registry/core/service/ipallocator"
	"k8s.io/kubernetes/pkg/registry/core/service/portallocator"
	netutils "k8s.io/utils/net"
)

// The Service storage of kube-apiserver
// (k8s.io/kubernetes/pkg/registry/core/service/storage) changes a Service
// before its strategy runs, in its BeginCreate and BeginUpdate hooks: it
// keeps the singular and plural cluster IP fields in step, keeps what it
// allocated when a client does not resend it, defaults spec.ipFamilyPolicy
// and spec.ipFamilies from the cluster's service IP families, refuses
// families (and RequireDualStack) the cluster lacks, and allocates the
// cluster IPs, refusing a requested one outside the cluster's range. This
// file does the same from the cluster's options (Cluster), with the
// allocators' own error types for their words. What needs the cluster's
// state is not known: which addresses and node ports other Services hold
// (a requested one is never "already allocated" here), and ServiceCIDR
// objects added to the cluster beyond the flags' range.
//
// A dry run, which every answer is, allocates as kube-apiserver's dry-run
// allocators do: a Service without a cluster IP gets its range's network
// address (the dry-run allocator's placeholder), a port without a node
// port a placeholder above 32768, and requested node ports are not
// checked against --service-node-port-range (only against the ports the
// request itself took). The old object of an update is created for real:
// without a cluster IP it gets the last address of the range (the server
// picks a random free one), a requested node port outside the range
// refuses it, and no node port is allocated (the server's are random).
// On update, the node ports the stored object holds are kept for ports
// of the same name that leave theirs out, and the update's dry-run node
// port operation refuses a port taken twice. The health check node port
// is not allocated, on create or update.

// serviceStorage is the Service storage of one cluster.
type serviceStorage struct {
	primary   api.IPFamily
	ranges    map[api.IPFamily]netip.Prefix
	nodePorts utilnet.PortRange
}

func newServiceStorage(c Cluster) *serviceStorage {
	s := &serviceStorage{ranges: map[api.IPFamily]netip.Prefix{}, nodePorts: c.ServiceNodePortRange}
	for i, p := range c.ServiceClusterIPRange {
		f := prefixFamily(p)
		if i == 0 {
			s.primary = f
		}
		s.ranges[f] = p.Masked()
	}
	return s
}

func prefixFamily(p netip.Prefix) api.IPFamily {
	if p.Addr().Is4() {
		return api.IPv4Protocol
	}
	return api.IPv6Protocol
}

func otherFamily(f api.IPFamily) api.IPFamily {
	if f == api.IPv4Protocol {
		return api.IPv6Protocol
	}
	return api.IPv4Protocol
}

// familyOf is the family of an address, "unknown" when it is none.
func familyOf(ip string) api.IPFamily {
	switch {
	case netutils.IsIPv4String(ip):
		return api.IPv4Protocol
	case netutils.IsIPv6String(ip):
		return api.IPv6Protocol
	}
	return api.IPFamily("unknown")
}

// beginCreate is the storage's BeginCreate: for the answer (a dry run)
// or, dryRun false, for the old object of an update, created for real.
func (s *serviceStorage) beginCreate(obj runtime.Object, dryRun bool) error {
	svc, ok := obj.(*api.Service)
	if !ok {
		return nil
	}
	// A client that only knows the singular field.
	if svc.Spec.ClusterIP != "" && len(svc.Spec.ClusterIPs) == 0 {
		svc.Spec.ClusterIPs = []string{svc.Spec.ClusterIP}
	}
	if errs := s.initIPFamilies(svc, nil); len(errs) > 0 {
		return invalid(svc, errs)
	}
	if errs := s.allocClusterIPs(svc, dryRun); len(errs) > 0 {
		return invalid(svc, errs)
	}
	if errs := s.initNodePorts(svc, dryRun); len(errs) > 0 {
		return invalid(svc, errs)
	}
	return nil
}

// beginUpdate is the storage's BeginUpdate of a dry-run update: keep the
// stored cluster IPs an update leaves out, reconcile spec.clusterIPs
// with a changed spec.clusterIP, then the families and the IPs of an
// upgrade to dual-stack.
func (s *serviceStorage) beginUpdate(obj, old runtime.Object) error {
	svc, ok := obj.(*api.Service)
	stored, ok2 := old.(*api.Service)
	if !ok || !ok2 {
		return nil
	}
	patchNodePorts(svc, stored)
	external := func(s *api.Service) bool { return s.Spec.Type == api.ServiceTypeExternalName }
	if !external(svc) && !external(stored) {
		if svc.Spec.ClusterIP == "" {
			svc.Spec.ClusterIP = stored.Spec.ClusterIP
		}
		if len(svc.Spec.ClusterIPs) == 0 {
			svc.Spec.ClusterIPs = stored.Spec.ClusterIPs
		}
	}
	if len(stored.Spec.ClusterIPs) > 0 && len(svc.Spec.ClusterIPs) == 0 && stored.Spec.ClusterIP == svc.Spec.ClusterIP {
		svc.Spec.ClusterIPs = stored.Spec.ClusterIPs
	}
	if stored.Spec.ClusterIP != svc.Spec.ClusterIP && slices.Equal(stored.Spec.ClusterIPs, svc.Spec.ClusterIPs) {
		if svc.Spec.ClusterIP == "" {
			svc.Spec.ClusterIPs = nil // cleared: clear the plural with it
		} else {
			svc.Spec.ClusterIPs = []string{svc.Spec.ClusterIP}
		}
	}
	if errs := s.initIPFamilies(svc, stored); len(errs) > 0 {
		return invalid(svc, errs)
	}
	if errs := s.updateClusterIPs(svc, stored); len(errs) > 0 {
		return invalid(svc, errs)
	}
	return updateNodePorts(svc, stored)
}

// invalid is the storage's refusal, before validation.
func invalid(svc *api.Service, errs field.ErrorList) error {
	return apierrors.NewInvalid(api.Kind("Service"), svc.Name, errs)
}

// unchangedPreferDualStack: an update of a PreferDualStack Service that
// keeps its type, IPs and families is left as it is, whatever the
// cluster's families are now.
func unchangedPreferDualStack(svc, old *api.Service) bool {
	if old == nil || svc.Spec.IPFamilyPolicy == nil || old.Spec.Type != svc.Spec.Type {
		return false
	}
	switch svc.Spec.Type {
	case api.ServiceTypeClusterIP, api.ServiceTypeNodePort, api.ServiceTypeLoadBalancer:
	default:
		return false
	}
	if *svc.Spec.IPFamilyPolicy != api.IPFamilyPolicyPreferDualStack ||
		(old.Spec.IPFamilyPolicy != nil && *old.Spec.IPFamilyPolicy != api.IPFamilyPolicyPreferDualStack) {
		return false
	}
	return slices.Equal(old.Spec.ClusterIPs, svc.Spec.ClusterIPs) && slices.Equal(old.Spec.IPFamilies, svc.Spec.IPFamilies)
}

func policyOf(svc *api.Service) api.IPFamilyPolicy {
	if svc.Spec.IPFamilyPolicy == nil {
		return ""
	}
	return *svc.Spec.IPFamilyPolicy
}

func headlessSelectorless(svc *api.Service) bool {
	return svc.Spec.ClusterIP == api.ClusterIPNone && len(svc.Spec.Selector) == 0
}

// initIPFamilies defaults spec.ipFamilyPolicy and spec.ipFamilies from
// the cluster's families and refuses what the cluster cannot serve, as
// the storage does before validation (old is nil on create).
func (s *serviceStorage) initIPFamilies(svc, old *api.Service) field.ErrorList {
	if svc.Spec.Type == api.ServiceTypeExternalName || unchangedPreferDualStack(svc, old) {
		return nil
	}
	if svc.Spec.IPFamilyPolicy == nil {
		var p api.IPFamilyPolicy
		switch {
		case old != nil && old.Spec.IPFamilyPolicy != nil:
			p = *old.Spec.IPFamilyPolicy
		case headlessSelectorless(svc):
			p = api.IPFamilyPolicyRequireDualStack
		default:
			p = api.IPFamilyPolicySingleStack
		}
		svc.Spec.IPFamilyPolicy = &p
	}
	// The storage's loose pre-validation, the strategy's own function.
	if errs := validation.ValidateServiceClusterIPsRelatedFields(svc, old); len(errs) > 0 {
		return errs
	}
	policyPath := field.NewPath("spec", "ipFamilyPolicy")
	var errs field.ErrorList
	single := policyOf(svc) == api.IPFamilyPolicySingleStack
	if old != nil {
		switch {
		case single:
			// Asking for single-stack while keeping the IPs or families
			// releases the secondary.
			if slices.Equal(old.Spec.ClusterIPs, svc.Spec.ClusterIPs) && len(svc.Spec.ClusterIPs) > 1 {
				svc.Spec.ClusterIPs = svc.Spec.ClusterIPs[:1]
			}
			if slices.Equal(old.Spec.IPFamilies, svc.Spec.IPFamilies) && len(svc.Spec.IPFamilies) > 1 {
				svc.Spec.IPFamilies = svc.Spec.IPFamilies[:1]
			}
		default:
			if n := len(svc.Spec.ClusterIPs); n > 0 && n < len(old.Spec.ClusterIPs) {
				errs = append(errs, field.Invalid(policyPath, svc.Spec.IPFamilyPolicy, "must be 'SingleStack' to release the secondary cluster IP"))
			}
			if n := len(svc.Spec.IPFamilies); n > 0 && n < len(old.Spec.IPFamilies) {
				errs = append(errs, field.Invalid(policyPath, svc.Spec.IPFamilyPolicy, "must be 'SingleStack' to release the secondary IP family"))
			}
		}
	}
	if single {
		if len(svc.Spec.ClusterIPs) == 2 {
			errs = append(errs, field.Invalid(policyPath, svc.Spec.IPFamilyPolicy, "must be 'RequireDualStack' or 'PreferDualStack' when multiple cluster IPs are specified"))
		}
		if len(svc.Spec.IPFamilies) == 2 {
			errs = append(errs, field.Invalid(policyPath, svc.Spec.IPFamilyPolicy, "must be 'RequireDualStack' or 'PreferDualStack' when multiple IP families are specified"))
		}
	}
	// The families of the IPs given, where not given.
	for i, ip := range svc.Spec.ClusterIPs {
		if ip == api.ClusterIPNone {
			break
		}
		if i < len(svc.Spec.IPFamilies) {
			continue
		}
		f := familyOf(ip)
		if _, ok := s.ranges[f]; !ok {
			errs = append(errs, field.Invalid(field.NewPath("spec", "clusterIPs").Index(i), svc.Spec.ClusterIPs, fmt.Sprintf("%s is not configured on this cluster", f)))
			continue
		}
		svc.Spec.IPFamilies = append(svc.Spec.IPFamilies, f)
	}
	if len(errs) > 0 {
		return errs
	}
	if headlessSelectorless(svc) {
		// Allowed any families, on any cluster.
		if len(svc.Spec.IPFamilies) == 0 {
			svc.Spec.IPFamilies = []api.IPFamily{s.primary}
		}
		if len(svc.Spec.IPFamilies) < 2 && policyOf(svc) != api.IPFamilyPolicySingleStack {
			svc.Spec.IPFamilies = append(svc.Spec.IPFamilies, otherFamily(svc.Spec.IPFamilies[0]))
		}
		return nil
	}
	if policyOf(svc) == api.IPFamilyPolicyRequireDualStack && len(s.ranges) < 2 {
		errs = append(errs, field.Invalid(policyPath, svc.Spec.IPFamilyPolicy, "this cluster is not configured for dual-stack services"))
	}
	for i, f := range svc.Spec.IPFamilies {
		if _, ok := s.ranges[f]; !ok {
			errs = append(errs, field.Invalid(field.NewPath("spec", "ipFamilies").Index(i), f, "not configured on this cluster"))
		}
	}
	if len(errs) > 0 {
		return errs
	}
	if len(svc.Spec.IPFamilies) == 0 {
		svc.Spec.IPFamilies = []api.IPFamily{s.primary}
	}
	if policyOf(svc) != api.IPFamilyPolicySingleStack && len(svc.Spec.IPFamilies) == 1 && len(s.ranges) == 2 {
		svc.Spec.IPFamilies = append(svc.Spec.IPFamilies, otherFamily(svc.Spec.IPFamilies[0]))
	}
	return nil
}

// allocClusterIPs gives the Service an IP of each of its families,
// checking the requested ones against the cluster's range.
func (s *serviceStorage) allocClusterIPs(svc *api.Service, dryRun bool) field.ErrorList {
	if svc.Spec.Type == api.ServiceTypeExternalName || (len(svc.Spec.ClusterIPs) > 0 && svc.Spec.ClusterIPs[0] == api.ClusterIPNone) {
		return nil
	}
	for len(svc.Spec.ClusterIPs) < len(svc.Spec.IPFamilies) {
		svc.Spec.ClusterIPs = append(svc.Spec.ClusterIPs, "") // to allocate
	}
	for i := range svc.Spec.IPFamilies {
		if errs := s.checkIP(svc, i); len(errs) > 0 {
			return errs
		}
	}
	for i, f := range svc.Spec.IPFamilies {
		if svc.Spec.ClusterIPs[i] == "" {
			svc.Spec.ClusterIPs[i] = s.nextIP(f, dryRun)
		}
	}
	if len(svc.Spec.ClusterIPs) > 0 {
		svc.Spec.ClusterIP = svc.Spec.ClusterIPs[0]
	}
	return nil
}

// updateClusterIPs allocates what an update adds: all IPs for a Service
// that was an ExternalName, the secondary for an upgrade to dual-stack.
func (s *serviceStorage) updateClusterIPs(svc, old *api.Service) field.ErrorList {
	switch {
	case unchangedPreferDualStack(svc, old):
		return nil
	case old.Spec.Type == api.ServiceTypeExternalName && svc.Spec.Type != api.ServiceTypeExternalName:
		return s.allocClusterIPs(svc, true)
	case len(old.Spec.ClusterIPs) > 0 && old.Spec.ClusterIPs[0] == api.ClusterIPNone, svc.Spec.Type == api.ServiceTypeExternalName:
		return nil
	case len(old.Spec.IPFamilies) == 1 && len(svc.Spec.IPFamilies) == 2:
		if len(svc.Spec.ClusterIPs) < 2 {
			svc.Spec.ClusterIPs = append(svc.Spec.ClusterIPs, "")
		}
		if errs := s.checkIP(svc, 1); len(errs) > 0 {
			return errs
		}
		if svc.Spec.ClusterIPs[1] == "" {
			svc.Spec.ClusterIPs[1] = s.nextIP(svc.Spec.IPFamilies[1], true)
		}
	}
	return nil
}

// checkIP refuses the requested IP of family i outside the cluster's
// range of that family, in the allocator's words.
func (s *serviceStorage) checkIP(svc *api.Service, i int) field.ErrorList {
	ip := svc.Spec.ClusterIPs[i]
	if ip == "" {
		return nil
	}
	prefix, ok := s.ranges[svc.Spec.IPFamilies[i]]
	parsed := netutils.ParseIPSloppy(ip)
	if !ok || parsed == nil {
		return nil // refused by the validation before (families, IPs)
	}
	if inRange(prefix, parsed) {
		return nil
	}
	err := &ipallocator.ErrNotInRange{IP: parsed, ValidRange: prefix.String()}
	return field.ErrorList{field.Invalid(field.NewPath("spec", "clusterIPs"), svc.Spec.ClusterIPs, fmt.Sprintf("failed to allocate IP %v: %v", ip, err))}
}

// inRange says whether the allocator of prefix gives out ip: its network
// address is not, nor an IPv4 range's broadcast address.
func inRange(prefix netip.Prefix, ip net.IP) bool {
	addr, ok := netip.AddrFromSlice(ip)
	if !ok {
		return false
	}
	addr = addr.Unmap()
	if addr.Is4() != prefix.Addr().Is4() || !prefix.Contains(addr) {
		return false
	}
	network := prefix.Masked().Addr()
	if addr == network {
		return false
	}
	return !addr.Is4() || addr != lastAddr(prefix)
}

// lastAddr is the highest address of prefix (an IPv4 range's broadcast).
func lastAddr(prefix netip.Prefix) netip.Addr {
	b := prefix.Masked().Addr().AsSlice()
	bits := prefix.Bits()
	for i := range b {
		for j := 7; j >= 0; j-- {
			if i*8+(7-j) >= bits {
				b[i] |= 1 << j
			}
		}
	}
	a, _ := netip.AddrFromSlice(b)
	return a
}

// nextIP is the address allocated to a Service without one: on a dry
// run the range's network address, the dry-run allocator's placeholder;
// for real the range's last usable address (the server picks a random
// free one).
func (s *serviceStorage) nextIP(f api.IPFamily, dryRun bool) string {
	prefix := s.ranges[f]
	if dryRun {
		return prefix.Masked().Addr().String()
	}
	last := lastAddr(prefix)
	if last.Is4() {
		last = last.Prev()
	}
	return last.String()
}

// nodePortOp is the storage's node port operation for one request. A
// dry run allocates nothing: it refuses a port the request itself took
// ("already allocated"), hands out placeholders above 32768 and checks
// no range; for real (the old object of an update) a requested port must
// also be in --service-node-port-range, and none is allocated here (the
// stored ports the server would pick at random stay unset).
type nodePortOp struct {
	dryRun    bool
	ports     utilnet.PortRange
	allocated []int
}

func (op *nodePortOp) allocate(port int) error {
	if !op.dryRun && !op.ports.Contains(port) {
		return &portallocator.ErrNotInRange{ValidPorts: op.ports.String()}
	}
	if slices.Contains(op.allocated, port) {
		return portallocator.ErrAllocated
	}
	op.allocated = append(op.allocated, port)
	return nil
}

// next is the port a port without one gets: the dry run's placeholder
// (one above the highest the request took, 32769 for the first), or 0
// for real.
func (op *nodePortOp) next() int32 {
	if !op.dryRun {
		return 0
	}
	last := 32768
	if len(op.allocated) > 0 {
		last = slices.Max(op.allocated)
	}
	op.allocated = append(op.allocated, last+1)
	return int32(last + 1)
}

func allocatesNodePorts(svc *api.Service) bool {
	switch svc.Spec.Type {
	case api.ServiceTypeNodePort:
		return true
	case api.ServiceTypeLoadBalancer:
		return svc.Spec.AllocateLoadBalancerNodePorts == nil || *svc.Spec.AllocateLoadBalancerNodePorts
	}
	return false
}

// initNodePorts gives a NodePort or LoadBalancer Service its node ports
// on create: service ports of one port number share the first node port
// requested for it, and a node port requested twice is refused, in the
// allocator's words.
func (s *serviceStorage) initNodePorts(svc *api.Service, dryRun bool) field.ErrorList {
	if svc.Spec.Type != api.ServiceTypeNodePort && svc.Spec.Type != api.ServiceTypeLoadBalancer {
		return nil
	}
	op := &nodePortOp{dryRun: dryRun, ports: s.nodePorts}
	byPort := map[int32]int32{}
	for i := range svc.Spec.Ports {
		p := &svc.Spec.Ports[i]
		if p.NodePort == 0 && !allocatesNodePorts(svc) {
			continue // only what is asked for
		}
		path := field.NewPath("spec", "ports").Index(i).Child("nodePort")
		taken := byPort[p.Port]
		switch {
		case taken == 0:
			var np int32
			for _, q := range svc.Spec.Ports {
				if q.Port == p.Port && q.NodePort != 0 {
					np = q.NodePort
					break
				}
			}
			if np == 0 {
				np = op.next()
			} else if err := op.allocate(int(np)); err != nil {
				return field.ErrorList{field.Invalid(path, np, err.Error())}
			}
			p.NodePort, byPort[p.Port] = np, np
		case p.NodePort == 0:
			p.NodePort = taken
		case p.NodePort != taken:
			if err := op.allocate(int(p.NodePort)); err != nil {
				return field.ErrorList{field.Invalid(path, p.NodePort, err.Error())}
			}
		}
	}
	return nil
}

// patchNodePorts gives a port of the update that has no node port the
// stored one of its name, unless another port of the update uses it, as
// the storage keeps what it allocated for a client that does not resend
// it.
func patchNodePorts(svc, old *api.Service) {
	if !allocatesNodePorts(old) || !allocatesNodePorts(svc) {
		return
	}
	used := map[int32]bool{}
	for _, p := range old.Spec.Ports {
		if p.NodePort != 0 {
			for _, q := range svc.Spec.Ports {
				if q.NodePort == p.NodePort {
					used[p.NodePort] = true
				}
			}
		}
	}
	byName := map[string]int32{}
	for _, p := range old.Spec.Ports {
		byName[p.Name] = p.NodePort
	}
	for i := range svc.Spec.Ports {
		p := &svc.Spec.Ports[i]
		if p.NodePort == 0 && !used[byName[p.Name]] {
			p.NodePort = byName[p.Name]
		}
	}
}

// serviceNodePort is a node port and its protocol, printed as the
// storage prints it ({TCP 30100}).
type serviceNodePort struct {
	Protocol api.Protocol
	NodePort int32
}

// updateNodePorts is the update's dry-run node port operation: a node
// port the stored object does not hold is taken once (a second service
// port asking for it is "already allocated"), a port without one gets a
// placeholder, and one node port given twice for a protocol is the
// storage's plain error, which the server answers as a 500.
func updateNodePorts(svc, old *api.Service) error {
	if svc.Spec.Type != api.ServiceTypeNodePort && svc.Spec.Type != api.ServiceTypeLoadBalancer {
		return nil
	}
	var held []int32
	for _, p := range old.Spec.Ports {
		if p.NodePort != 0 {
			held = append(held, p.NodePort)
		}
	}
	op := &nodePortOp{dryRun: true}
	taken := map[int32]bool{}
	var ports []serviceNodePort
	for i := range svc.Spec.Ports {
		p := &svc.Spec.Ports[i]
		if p.NodePort == 0 && !allocatesNodePorts(svc) {
			continue
		}
		if p.NodePort != 0 {
			if !slices.Contains(held, p.NodePort) && !taken[p.NodePort] {
				if err := op.allocate(int(p.NodePort)); err != nil {
					return invalid(svc, field.ErrorList{field.Invalid(field.NewPath("spec", "ports").Index(i).Child("nodePort"), p.NodePort, err.Error())})
				}
				taken[p.NodePort] = true
			}
		} else {
			p.NodePort = op.next()
		}
		np := serviceNodePort{Protocol: p.Protocol, NodePort: p.NodePort}
		if slices.Contains(ports, np) {
			return fmt.Errorf("duplicate nodePort: %v", np)
		}
		ports = append(ports, np)
	}
	return nil
}
