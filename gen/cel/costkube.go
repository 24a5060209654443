package cel

import "math"

// kubeCost is the Kubernetes library CostEstimator.EstimateCallCost
// (k8s.io/apiserver/pkg/cel/library/cost.go) for the functions of the CRD
// environment.
func (c *coster) kubeCost(fn, id string, target *node, args []node) (Cost, *Cost, bool) {
	one := fixed(1)
	size := c.nodeSizeEstimate
	switch fn {
	case "check":
		return fixed(350000), nil, true
	case "serviceAccount", "path", "group", "resource", "subresource", "namespace", "name",
		"allowed", "reason", "error", "errored":
		return one, nil, true
	case "fieldSelector", "labelSelector":
		if len(args) == 1 {
			return selectorCost(size(args[0])), nil, true
		}
	case "isSorted", "sum", "max", "min", "indexOf", "lastIndexOf", "includes":
		if target != nil {
			el := one
			if elem := listElementNode(*target); elem != nil {
				if k := elem.t.Kind; k == String || k == Bytes {
					el = el.add(size(*elem).factor(stringTraversal))
				}
				return size(*target).mul(el), nil, true
			}
			if fn == "includes" {
				return size(*target).mul(el), nil, true
			}
			return size(*target).factor(stringTraversal), nil, true
		}
	case "url", "jsonpatch.escapeKey":
		if len(args) == 1 {
			sz := size(args[0])
			return sz.factor(stringTraversal), &sz, true
		}
	case "lowerAscii", "upperAscii", "substring", "trim":
		if target != nil {
			sz := size(*target)
			return sz.factor(stringTraversal), &sz, true
		}
	case "replace":
		if target != nil && len(args) >= 2 {
			return replaceCost(size(*target), size(args[0]), size(args[1]))
		}
	case "split":
		if target != nil {
			sz := size(*target)
			hi := sz.Max
			if len(args) > 1 && args[1].e != nil && args[1].e.Kind == Literal {
				if i, ok := args[1].e.Lit.(int64); ok {
					hi = uint64(i)
				}
			}
			return sz.factor(2 * stringTraversal), &Cost{0, hi}, true
		}
	case "join":
		if target != nil {
			var sz Cost
			n := size(*target)
			if elem := listElementNode(*target); elem != nil {
				sz = n.mul(size(*elem))
			}
			if len(args) > 0 {
				var seps Cost
				if n.Min > 0 {
					seps.Min = n.Min - 1
				}
				if n.Max > 0 {
					seps.Max = n.Max - 1
				}
				sz = sz.add(size(args[0]).mul(seps))
			}
			return sz.factor(stringTraversal), &sz, true
		}
	case "find", "findAll":
		if target != nil && len(args) >= 1 {
			sz := size(*target)
			strCost := sz.add(one).factor(stringTraversal)
			reCost := size(args[0]).factor(regexLengthFactor)
			return strCost.mul(reCost), &Cost{0, sz.Max}, true
		}
	case "cidr", "isIP", "isCIDR":
		if len(args) >= 1 {
			return size(args[0]).factor(stringTraversal), nil, true
		}
	case "ip":
		if id == "cidr_ip" {
			return one, nil, true
		}
		if len(args) >= 1 {
			return size(args[0]).factor(stringTraversal), nil, true
		}
	case "ip.isCanonical":
		if len(args) >= 1 {
			return size(args[0]).factor(2 * stringTraversal), nil, true
		}
	case "masked", "prefixLength", "family", "isUnspecified", "isLoopback", "isLinkLocalMulticast",
		"isLinkLocalUnicast", "isGlobalUnicast":
		return one, nil, true
	case "containsIP":
		if len(args) >= 1 {
			sz := Cost{4, 16}
			cost := sz.add(sz).factor(stringTraversal)
			if id == "cidr_contains_ip_string" {
				cost = cost.add(size(args[0]).factor(stringTraversal))
			}
			return cost, nil, true
		}
	case "containsCIDR":
		if len(args) >= 1 {
			sz := Cost{4, 16}
			cost := sz.add(sz).factor(stringTraversal)
			cost = cost.add(sz.factor(stringTraversal))
			cost = cost.add(one)
			if id == "cidr_contains_cidr_string" {
				cost = cost.add(size(args[0]).factor(stringTraversal))
			}
			return cost, nil, true
		}
	case "quantity", "isQuantity", "semver", "isSemver":
		if len(args) >= 1 {
			return size(args[0]).factor(stringTraversal), nil, true
		}
	case "validate":
		if len(args) >= 1 {
			return size(args[0]).factor(stringTraversal).factor(maxNameFormatRegexSize * regexLengthFactor), nil, true
		}
	case "format.named":
		return one, nil, true
	case "sign", "asInteger", "isInteger", "asApproximateFloat", "isGreaterThan", "isLessThan",
		"compareTo", "add", "sub", "major", "minor", "patch":
		return one, nil, true
	case "getScheme", "getHostname", "getHost", "getPort", "getEscapedPath", "getQuery":
		return one, nil, true
	case "_==_":
		if len(args) == 2 && exact(args[0].t, args[1].t) {
			t := args[0].t
			switch {
			case t.Kind == Opaque && (t.Name == "net.IP" || t.Name == "net.CIDR"):
				return one, nil, true
			case t.Kind == Object:
				switch t.Name {
				case "kubernetes.Quantity", "kubernetes.Semver", "kubernetes.authorization.Authorizer",
					"kubernetes.authorization.PathCheck", "kubernetes.authorization.GroupCheck",
					"kubernetes.authorization.ResourceCheck", "kubernetes.authorization.Decision":
					return one, nil, true
				case "kubernetes.NamedFormat":
					return Cost{1, maxFormatSize}.factor(stringTraversal), nil, true
				case "kubernetes.URL":
					// upstream reads the right operand's size twice
					sz := one
					if r := args[1].size; r != nil {
						sz = r.union(*r)
					}
					return Cost{1, sz.Max}.factor(stringTraversal), nil, true
				}
			}
		}
	}
	return Cost{}, nil, false
}

// listElementNode is the node of a list's elements (path + @items), nil
// when the target's type has no parameters.
func listElementNode(list node) *node {
	ps := list.t.params()
	if len(ps) == 0 {
		return nil
	}
	var path []string
	if list.path != nil {
		path = make([]string, len(list.path)+1)
		copy(path, list.path)
		path[len(list.path)] = "@items"
	}
	return &node{path: path, t: ps[0]}
}

func replaceCost(sz, toReplace, with Cost) (Cost, *Cost, bool) {
	var count, retained Cost
	switch {
	case toReplace.Min == 0:
		count.Max = sz.Max
		if sz.Max < math.MaxUint64 {
			count.Max = sz.Max + 1
		}
		retained.Max = sz.Max
	case with.Max <= toReplace.Min:
		retained.Max = sz.Max
	default:
		count.Max = uint64(math.Ceil(float64(sz.Max) / float64(toReplace.Min)))
	}
	switch {
	case toReplace.Max == 0:
		count.Min = sz.Min
		if sz.Min < math.MaxUint64 {
			count.Min = sz.Min + 1
		}
		retained.Min = sz.Min
	case toReplace.Max <= with.Min:
		retained.Min = sz.Min
	default:
		count.Min = uint64(math.Ceil(float64(sz.Min) / float64(toReplace.Max)))
	}
	size := count.mul(with).add(retained)
	return sz.factor(2 * stringTraversal), &size, true
}

// selectorCost is the cost of parsing a label or field selector of the
// given length.
func selectorCost(length Cost) Cost {
	parse := length.factor(stringTraversal)
	requirements := length.factor(0.5).factor(listCreateBaseCost + structCreateBaseCost)
	return fixed(listCreateBaseCost).add(parse).add(requirements)
}
