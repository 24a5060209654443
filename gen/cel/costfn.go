package cel

import (
	"math"
	"strings"
)

// Bounds of the Kubernetes format library (k8s.io/apiserver/pkg/cel limits.go).
const (
	maxFormatSize          = 64
	maxNameFormatRegexSize = 128
)

// functionCost is the cost of one overload: ext.Lists' and ext.Sets'
// overload estimators, then the Kubernetes CostEstimator, then cel-go's
// built-in rules, as checker.coster.functionCost orders them.
func (c *coster) functionCost(e *Expr, fn, id string, target *node, args []node, argCosts []Cost) (Cost, *Cost) {
	var argSum Cost
	for _, a := range argCosts {
		argSum = argSum.add(a)
	}
	if est, size, ok := c.extCost(id, target, args); ok {
		return est.add(argSum), size
	}
	if est, size, ok := c.kubeCost(fn, id, target, args); ok {
		return est.add(argSum), size
	}
	switch id {
	case "string_format":
		if target != nil {
			return nodeSize(*target).factor(stringTraversal).add(argSum), nil
		}
	case "string_to_bytes":
		if len(args) == 1 {
			sz := nodeSize(args[0])
			return sz.factor(stringTraversal).add(argSum), &Cost{sz.Min, mulSat(sz.Max, 4)}
		}
	case "bytes_to_string":
		if len(args) == 1 {
			sz := nodeSize(args[0])
			return sz.factor(stringTraversal).add(argSum), &Cost{sz.Min / 4, sz.Max}
		}
	case "strings_quote":
		if len(args) == 1 {
			sz := nodeSize(args[0])
			return sz.factor(stringTraversal).add(argSum), &Cost{sz.Min + 2, sz.Max*2 + 2}
		}
	case "starts_with_string", "ends_with_string":
		if len(args) == 1 {
			return nodeSize(args[0]).factor(stringTraversal).add(argSum), nil
		}
	case "in_list":
		if len(args) == 2 {
			return nodeSize(args[1]).factor(1).add(argSum), nil
		}
	case "matches", "matches_string":
		var str, re *node
		if id == "matches_string" && target != nil && len(args) == 1 {
			str, re = target, &args[0]
		} else if id == "matches" && target == nil && len(args) == 2 {
			str, re = &args[0], &args[1]
		}
		if str != nil {
			strCost := nodeSize(*str).add(fixed(1)).factor(stringTraversal)
			reCost := nodeSize(*re).factor(regexLengthFactor)
			return strCost.mul(reCost).add(argSum), nil
		}
	case "contains_string":
		if target != nil && len(args) == 1 {
			return nodeSize(*target).factor(stringTraversal).mul(nodeSize(args[0]).factor(stringTraversal)).add(argSum), nil
		}
	case "logical_or", "logical_and":
		lhs, rhs := argCosts[0], argCosts[1]
		return Cost{lhs.Min, lhs.add(rhs).Max}, nil
	case "conditional":
		size := nodeSize(args[1]).union(nodeSize(args[2]))
		if es := c.computeEntrySize(args[1].e).union(c.computeEntrySize(args[2].e)); es != nil {
			c.entries[e] = *es
		}
		return argCosts[0].add(argCosts[1].union(argCosts[2])), &size
	case "add_string", "add_bytes", "add_list":
		if len(args) == 2 {
			size := nodeSize(args[0]).add(nodeSize(args[1]))
			if es := c.computeEntrySize(args[0].e).union(c.computeEntrySize(args[1].e)); es != nil {
				c.entries[e] = *es
			}
			if id == "add_list" {
				return fixed(1).add(argSum), &size
			}
			return size.factor(stringTraversal).add(argSum), &size
		}
	case "less_string", "greater_string", "less_equals_string", "greater_equals_string",
		"less_bytes", "greater_bytes", "less_equals_bytes", "greater_equals_bytes",
		"equals", "not_equals":
		l, r := nodeSize(args[0]), nodeSize(args[1])
		smallest := min(l.Max, r.Max)
		lo := uint64(0)
		if smallest > 0 {
			lo = 1
		}
		return Cost{lo, smallest}.factor(stringTraversal).add(argSum), nil
	}
	return fixed(1).add(argSum), nil
}

// extCost: the overload estimators ext.Lists (version 3) and ext.Sets register.
func (c *coster) extCost(id string, target *node, args []node) (Cost, *Cost, bool) {
	allocating := func(factor float64, size Cost) (Cost, *Cost, bool) {
		return size.factor(factor).add(fixed(1)).add(fixed(listCreateBaseCost)), &size, true
	}
	switch {
	case id == "list_slice":
		if target == nil || len(args) != 2 {
			return Cost{}, nil, false
		}
		sz := c.nodeSizeEstimate(*target)
		start, end := literalUint(args[0], 0), literalUint(args[1], sz.Max)
		return allocating(1, fixed(end-start))
	case id == "list_flatten" || id == "list_flatten_int":
		if target == nil || len(args) > 1 {
			return Cost{}, nil, false
		}
		depth := uint64(1)
		if len(args) == 1 {
			depth = literalUint(args[0], math.MaxUint)
		}
		return allocating(float64(depth), c.nodeSizeEstimate(*target))
	case id == "lists_range":
		if target != nil || len(args) != 1 {
			return Cost{}, nil, false
		}
		return allocating(1, fixed(literalUint(args[0], math.MaxUint)))
	case id == "list_reverse":
		if target == nil || len(args) != 0 {
			return Cost{}, nil, false
		}
		return allocating(1, c.nodeSizeEstimate(*target))
	case id == "list_distinct":
		if target == nil || len(args) != 0 {
			return Cost{}, nil, false
		}
		sz := c.nodeSizeEstimate(*target)
		return allocating(2, sz.mul(sz))
	case strings.HasPrefix(id, "list_") && strings.HasSuffix(id, "_sort") && sortable(id, "_sort"):
		if target == nil || len(args) != 0 {
			return Cost{}, nil, false
		}
		sz := c.nodeSizeEstimate(*target)
		return allocating(sortFactor(id, "_sort"), sz.mul(sz))
	case strings.HasPrefix(id, "list_") && strings.HasSuffix(id, "_sortByAssociatedKeys") && sortable(id, "_sortByAssociatedKeys"):
		if target == nil || len(args) != 1 {
			return Cost{}, nil, false
		}
		sz := c.nodeSizeEstimate(args[0])
		return allocating(sortFactor(id, "_sortByAssociatedKeys"), sz.mul(sz))
	case id == "list_sets_contains_list" || id == "list_sets_intersects_list" || id == "list_sets_equivalent_list":
		if len(args) != 2 {
			return Cost{}, nil, false
		}
		f := 1.0
		if id == "list_sets_equivalent_list" {
			f = 2
		}
		return c.nodeSizeEstimate(args[0]).mul(c.nodeSizeEstimate(args[1])).factor(f).add(fixed(1)), nil, true
	}
	return Cost{}, nil, false
}

var sortableTypes = map[string]bool{"int": true, "uint": true, "double": true, "bool": true,
	"google.protobuf.Duration": true, "google.protobuf.Timestamp": true, "string": true, "bytes": true}

func sortable(id, suffix string) bool {
	return sortableTypes[strings.TrimSuffix(strings.TrimPrefix(id, "list_"), suffix)]
}

func sortFactor(id, suffix string) float64 {
	switch strings.TrimSuffix(strings.TrimPrefix(id, "list_"), suffix) {
	case "string", "bytes":
		return 2 + stringTraversal
	}
	return 2
}

// literalUint is ext's nodeAsUintValue: an int literal argument, or def.
func literalUint(n node, def uint64) uint64 {
	if n.e == nil || n.e.Kind != Literal {
		return def
	}
	v, ok := n.e.Lit.(int64)
	if !ok {
		return def
	}
	if v < 0 {
		return 0
	}
	return uint64(v)
}
