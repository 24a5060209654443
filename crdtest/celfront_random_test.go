package crdtest

import (
	"math/rand"
	"os"
	"strconv"
	"strings"
	"testing"

	apiextensionsinternal "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions"
	apiextensionsv1 "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1"
	crdvalidation "k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/validation"
	structuralschema "k8s.io/apiextensions-apiserver/pkg/apiserver/schema"
	"k8s.io/apiextensions-apiserver/pkg/apiserver/schema/cel/model"
	"sigs.k8s.io/yaml"

	gencel "github.com/kubedv/kubedv/gen/cel"
)

// randomAtoms and randomForms build random expressions over corpusSchema:
// $ is replaced by a random sub-expression, so most are well typed in some
// places and wrong in others, which is what the comparison wants.
var randomAtoms = []string{
	`self.spec.name`, `self.spec.free`, `self.spec.mode`, `self.spec.replicas`, `self.spec.ratio`, `self.spec.enabled`,
	`self.spec.tags`, `self.spec.ports`, `self.spec.unbounded`, `self.spec.objs`, `self.spec.labels`, `self.spec.anyMap`,
	`self.spec.size`, `self.spec.quota`, `self.spec.created`, `self.spec.timeout`, `self.spec.data`, `self.spec.set`,
	`self.spec.matrix`, `self.status.conditions`, `self.metadata.name`, `oldSelf.spec.name`, `self.spec.nested.a`,
	`1`, `2u`, `1.5`, `'a'`, `"b,c"`, `b'x'`, `true`, `null`, `[]`, `{}`, `[1, 2]`, `['x']`, `{'k': 'v'}`, `x`,
	`duration('1s')`, `timestamp('2020-01-01T00:00:00Z')`, `quantity('1Gi')`, `ip('1.2.3.4')`, `cidr('10.0.0.0/8')`,
	`optional.of(1)`, `optional.none()`, `semver('1.2.3')`, `url('https://a/b')`,
}

var randomForms = []string{
	`$ + $`, `$ - $`, `$ * $`, `$ / $`, `$ % $`, `$ == $`, `$ != $`, `$ < $`, `$ <= $`, `$ > $`, `$ >= $`, `$ in $`,
	`$ && $`, `$ || $`, `!$`, `-$`, `$ ? $ : $`, `size($)`, `$.size()`, `$[$]`, `$[?$]`, `$.?name`, `has($.name)`,
	`[$, $]`, `{$: $}`, `$.all(x, $)`, `$.exists(x, $)`, `$.exists_one(x, $)`, `$.map(x, $)`, `$.map(x, $, $)`,
	`$.filter(x, $)`, `$.all(k, x, $)`, `$.transformList(i, x, $)`, `$.transformMap(k, x, $)`, `$.sortBy(x, $)`,
	`$.startsWith($)`, `$.endsWith($)`, `$.contains($)`, `$.matches($)`, `$.matches('^[a-z]+$')`, `$.lowerAscii()`,
	`$.split($)`, `$.join($)`, `$.replace($, $)`, `$.substring($)`, `$.indexOf($)`, `$.find('[0-9]+')`, `$.charAt($)`,
	`$.trim()`, `'%s'.format([$])`, `$.isSorted()`, `$.sum()`, `$.min()`, `$.max()`, `$.reverse()`, `$.distinct()`,
	`$.sort()`, `$.flatten()`, `$.slice(0, 1)`, `$.first()`, `$.last()`, `sets.contains($, $)`, `sets.intersects($, $)`,
	`int($)`, `uint($)`, `double($)`, `string($)`, `bytes($)`, `dyn($)`, `type($)`, `duration($)`, `timestamp($)`,
	`isQuantity($)`, `quantity($)`, `$.isGreaterThan($)`, `$.add($)`, `$.compareTo($)`, `isURL($)`, `url($)`,
	`$.getHost()`, `isIP($)`, `ip($)`, `cidr($)`, `$.containsIP($)`, `$.family()`, `isSemver($)`, `$.major()`,
	`$.orValue($)`, `$.hasValue()`, `$.value()`, `$.optMap(x, $)`, `optional.of($)`, `format.dns1123Label().validate($)`,
	`$.getHours()`, `$.getFullYear()`, `($)`, `[?$]`, `$.isInteger()`, `$.asInteger()`, `lists.range($)`,
}

func randomExpr(r *rand.Rand, depth int) string {
	if depth == 0 || r.Intn(3) == 0 {
		return randomAtoms[r.Intn(len(randomAtoms))]
	}
	form := randomForms[r.Intn(len(randomForms))]
	var b strings.Builder
	for _, c := range form {
		if c == '$' {
			b.WriteString(randomExpr(r, depth-1))
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}

// TestCELFrontRandom compares random expressions both ways: accept/reject
// and result type with cel-go, verdict and cost with apiextensions for the
// bool and string ones. KUBEDV_CELFRONT_RANDOM=N runs N (default 600),
// KUBEDV_CELFRONT_SEED picks another sequence.
func TestCELFrontRandom(t *testing.T) {
	n := 600
	if s := os.Getenv("KUBEDV_CELFRONT_RANDOM"); s != "" {
		n, _ = strconv.Atoi(s)
	}
	v1 := &apiextensionsv1.JSONSchemaProps{}
	if err := yaml.UnmarshalStrict([]byte(corpusSchema), v1); err != nil {
		t.Fatal(err)
	}
	root := &apiextensionsinternal.JSONSchemaProps{}
	if err := apiextensionsv1.Convert_v1_JSONSchemaProps_To_apiextensions_JSONSchemaProps(v1, root, nil); err != nil {
		t.Fatal(err)
	}
	s, err := structuralschema.NewStructural(root)
	if err != nil {
		t.Fatal(err)
	}
	env := realRuleEnv(t, model.SchemaDeclType(s, true), false)
	self := gencel.DeclaredType(celTypeOf(s), true)
	vars := map[string]*gencel.Type{"self": self, "oldSelf": self}
	seed := int64(19)
	if s := os.Getenv("KUBEDV_CELFRONT_SEED"); s != "" {
		seed, _ = strconv.ParseInt(s, 10, 64)
	}
	r := rand.New(rand.NewSource(seed))
	typed, diffs := 0, 0
	for i := 0; i < n; i++ {
		src := randomExpr(r, 3)
		ast, iss := compileRecovering(env, src)
		want := ""
		if iss.Err() == nil {
			want = ast.OutputType().String()
			typed++
			switch want {
			case "bool":
				root.XValidations = append(root.XValidations, apiextensionsinternal.ValidationRule{Rule: src})
			case "string":
				root.XValidations = append(root.XValidations, apiextensionsinternal.ValidationRule{Rule: "true", MessageExpression: src})
			}
		}
		got := ""
		if e, perrs := gencel.Parse(src); perrs == nil {
			if errs := gencel.Check(e, vars); errs == nil {
				got = e.Type.String()
			}
		}
		if got != want {
			diffs++
			t.Errorf("%s:\n  cel-go:  %q %v\n  gen/cel: %q", src, want, iss.Err(), got)
		}
	}
	rules, ruleDiffs := compareNodeRules(t, "random", crdvalidation.RootCELContext(root), gencel.RootContext(), false)
	t.Logf("%d random expressions (%d well typed): %d type differences; %d rules and message expressions: %d verdict/cost differences", n, typed, diffs, rules, ruleDiffs)
}
