package crdtest

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	celgo "github.com/google/cel-go/cel"

	apiextensionsinternal "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions"
	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	crdvalidation "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation"
	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
	celschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel"
	"k8s.io/apimachinery/pkg/util/validation/field"
	"k8s.io/apimachinery/pkg/util/version"
	celconfig "k8s.io/apiserver/pkg/apis/cel"
	apiservercel "k8s.io/apiserver/pkg/cel"
	"k8s.io/apiserver/pkg/cel/environment"

	gencel "github.com/kubedv/kubedv/gen/cel"
)

// celTypeOf converts a structural schema node to gen/cel's Type, as the
// generator's CRD backend describes the same schema.
func celTypeOf(s *structuralschema.Structural) *gencel.Type {
	if s == nil {
		return nil
	}
	t := &gencel.Type{MaxItems: -1, MaxProperties: -1, MaxLength: -1}
	if v := s.ValueValidation; v != nil {
		if v.MaxItems != nil {
			t.MaxItems = *v.MaxItems
		}
		if v.MaxProperties != nil {
			t.MaxProperties = *v.MaxProperties
		}
		if v.MaxLength != nil {
			t.MaxLength = *v.MaxLength
		}
		t.Format = v.Format
		for _, e := range v.Enum {
			if str, ok := e.Object.(string); ok {
				t.Enum = append(t.Enum, str)
			}
		}
	}
	t.Nullable = s.Nullable
	t.IntOrString = s.XIntOrString
	t.PreserveUnknown = s.XPreserveUnknownFields
	t.Embedded = s.XEmbeddedResource
	if s.XListType != nil {
		t.ListType = *s.XListType
	}
	t.MapKeys = s.XListMapKeys
	switch s.Type {
	case "object":
		if s.AdditionalProperties != nil && s.AdditionalProperties.Structural != nil {
			t.Kind, t.Elem = gencel.Map, celTypeOf(s.AdditionalProperties.Structural)
			return t
		}
		t.Kind = gencel.Object
		required := map[string]bool{}
		if s.ValueValidation != nil {
			for _, r := range s.ValueValidation.Required {
				required[r] = true
			}
		}
		names := make([]string, 0, len(s.Properties))
		for n := range s.Properties {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			p := s.Properties[n]
			t.Fields = append(t.Fields, gencel.Field{Name: n, Type: celTypeOf(&p), Required: required[n], HasDefault: p.Default.Object != nil})
		}
		if t.Fields == nil && s.Properties != nil {
			t.Fields = []gencel.Field{}
		}
	case "array":
		t.Kind, t.Elem = gencel.List, celTypeOf(s.Items)
	case "string":
		t.Kind = gencel.String
	case "integer":
		t.Kind = gencel.Int
	case "number":
		t.Kind = gencel.Double
	case "boolean":
		t.Kind = gencel.Bool
	default:
		t.Kind = gencel.Dyn
	}
	return t
}

// realRuleEnv is the environment apiextensions compiles a node's rules in,
// with self's object type named "selfType" as gen/cel names it.
func realRuleEnv(t *testing.T, declType *apiservercel.DeclType, optionalOldSelf bool) *celgo.Env {
	t.Helper()
	scoped := declType.MaybeAssignTypeName("selfType")
	old := scoped.CelType()
	if optionalOldSelf {
		old = celgo.OptionalType(old)
	}
	envSet, err := environment.MustBaseEnvSet(environment.DefaultCompatibilityVersion()).Extend(environment.VersionedOptions{
		IntroducedVersion: version.MajorMinor(1, 0),
		EnvOptions:        []celgo.EnvOption{celgo.Variable("self", scoped.CelType()), celgo.Variable("oldSelf", old)},
		DeclTypes:         []*apiservercel.DeclType{scoped},
	})
	if err != nil {
		t.Fatal(err)
	}
	return envSet.NewExpressionsEnv()
}

// compileRecovering compiles src with cel-go; a panic (cel-go v0.29.2's
// literal validator on optional dyn elements) is a refusal, as the API
// server's request fails.
func compileRecovering(env *celgo.Env, src string) (ast *celgo.Ast, iss *celgo.Issues) {
	defer func() {
		if r := recover(); r != nil {
			ast = nil
			_, iss = env.Compile("1 +")
		}
	}()
	return env.Compile(src)
}

// ruleVerdict is what one side decides about a rule.
type ruleVerdict struct {
	ok        bool
	cost      uint64 // the rule's MaxCost, 0 when refused
	msgCost   uint64
	transRule bool
}

func (v ruleVerdict) String() string {
	return fmt.Sprintf("ok=%v cost=%d msgCost=%d oldSelf=%v", v.ok, v.cost, v.msgCost, v.transRule)
}

// realVerdict compiles one rule as apiextensions does at the node, and
// applies the per-expression cost limit and the oldSelf placement check.
func realVerdict(t *testing.T, node *structuralschema.Structural, declType *apiservercel.DeclType, card *uint64, forbidOldSelf bool, r apiextensionsv1.ValidationRule) (ruleVerdict, string) {
	t.Helper()
	one := *node
	one.XValidations = apiextensionsv1.ValidationRules{r}
	results, err := celschema.Compile(&one, declType, celconfig.PerCallLimit,
		environment.MustBaseEnvSet(environment.DefaultCompatibilityVersion()), celschema.NewExpressionsEnvLoader())
	if err != nil {
		t.Fatalf("compile %q: %v", r.Rule, err)
	}
	cr := results[0]
	if cr.Error != nil {
		return ruleVerdict{}, cr.Error.Detail
	}
	if cr.MessageExpressionError != nil {
		return ruleVerdict{}, cr.MessageExpressionError.Detail
	}
	cardinality := cr.MaxCardinality
	if card != nil {
		cardinality = *card
	}
	v := ruleVerdict{ok: true, cost: cr.MaxCost, msgCost: cr.MessageExpressionMaxCost, transRule: cr.UsesOldSelf}
	switch {
	case saturatingMul(cr.MaxCost, cardinality) > crdvalidation.StaticEstimatedCostLimit:
		v.ok = false
		return v, "estimated rule cost exceeds budget"
	case cr.MessageExpressionMaxCost > crdvalidation.StaticEstimatedCostLimit:
		v.ok = false
		return v, "estimated messageExpression cost exceeds budget"
	case cr.UsesOldSelf && forbidOldSelf:
		v.ok = false
		return v, "oldSelf cannot be used on the uncorrelatable portion of the schema"
	case !cr.UsesOldSelf && r.OptionalOldSelf != nil:
		v.ok = false
		return v, "optionalOldSelf may not be set if oldSelf is not used in rule"
	}
	return v, ""
}

func ourVerdict(node *structuralschema.Structural, ctx gencel.Context, r apiextensionsv1.ValidationRule) (ruleVerdict, string) {
	rule := gencel.Rule{Rule: r.Rule, Message: r.Message, MessageExpression: r.MessageExpression}
	if r.OptionalOldSelf != nil {
		rule.OptionalOldSelf = *r.OptionalOldSelf
	}
	prog, diags := gencel.CompileIn(rule, celTypeOf(node), ctx)
	if prog == nil {
		var msgs []string
		for _, d := range diags {
			msgs = append(msgs, d.Field+": "+d.Msg)
		}
		// a costly rule still has its cost: recompute without the limit
		return ruleVerdict{}, strings.Join(msgs, "; ")
	}
	return ruleVerdict{ok: true, cost: prog.Cost.Max, msgCost: prog.MessageCost.Max, transRule: prog.Transition}, ""
}

// compareNodeRules compares every rule of a node both ways.
func compareNodeRules(t *testing.T, where string, cctx *crdvalidation.CELSchemaContext, ctx gencel.Context, forbidOldSelf bool) (rules, diffs int) {
	t.Helper()
	info, err := cctx.TypeInfo()
	if err != nil || info == nil {
		t.Errorf("%s: no CEL type information: %v", where, err)
		return 0, 1
	}
	for _, r := range info.Schema.XValidations {
		rules++
		want, wantWhy := realVerdict(t, info.Schema, info.DeclType, cctx.MaxCardinality, forbidOldSelf, r)
		got, gotWhy := ourVerdict(info.Schema, ctx, r)
		if want.ok != got.ok || (want.ok && (want.cost != got.cost || want.msgCost != got.msgCost || want.transRule != got.transRule)) {
			diffs++
			t.Errorf("%s: rule %q:\n  apiextensions: %v %s\n  gen/cel:       %v %s", where, r.Rule, want, wantWhy, got, gotWhy)
		}
	}
	return rules, diffs
}

// walkCompare walks a version schema as the API server's validation does,
// carrying both sides' contexts.
func walkCompare(t *testing.T, cctx *crdvalidation.CELSchemaContext, s *apiextensionsinternal.JSONSchemaProps, t2 *gencel.Type, ctx gencel.Context, forbid string, p *field.Path) (rules, diffs int) {
	if t2 == nil {
		return 0, 0
	}
	if len(s.XValidations) > 0 {
		r, d := compareNodeRules(t, p.String(), cctx, ctx, forbid != "")
		rules, diffs = rules+r, diffs+d
	}
	add := func(r, d int) { rules, diffs = rules+r, diffs+d }
	for name, prop := range s.Properties {
		var ft *gencel.Type
		for _, f := range t2.Fields {
			if f.Name == name {
				ft = f.Type
			}
		}
		add(walkCompare(t, cctx.ChildPropertyContext(&prop, name), &prop, ft, ctx.Property(), forbid, p.Child("properties").Key(name)))
	}
	if s.AdditionalProperties != nil && s.AdditionalProperties.Schema != nil {
		ap := s.AdditionalProperties.Schema
		add(walkCompare(t, cctx.ChildAdditionalPropertiesContext(ap), ap, t2.Elem, ctx.Values(t2), forbid, p.Child("additionalProperties")))
	}
	if s.Items != nil && s.Items.Schema != nil {
		it := s.Items.Schema
		child := ctx.Items(t2, p.String())
		f := forbid
		if s.XListType == nil || *s.XListType != "map" {
			if f == "" {
				f = p.String()
			}
		}
		add(walkCompare(t, cctx.ChildItemsContext(it), it, t2.Elem, child, f, p.Child("items")))
	}
	return rules, diffs
}

// compareCRD compares every rule of every version of a CRD.
func compareCRD(t *testing.T, crd *CRD) (rules, diffs int) {
	for _, v := range crd.Internal.Spec.Versions {
		root := crd.schemaOf(&v)
		if root == nil {
			continue
		}
		s, err := structuralschema.NewStructural(root)
		if err != nil {
			t.Fatalf("%s %s: %v", crd.Internal.Name, v.Name, err)
		}
		r, d := walkCompare(t, crdvalidation.RootCELContext(root), root, celTypeOf(s), gencel.RootContext(), "", field.NewPath(crd.Internal.Name+"/"+v.Name))
		rules, diffs = rules+r, diffs+d
	}
	return rules, diffs
}
