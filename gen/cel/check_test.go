package cel

import "testing"

func checkSrc(t *testing.T, src string, vars map[string]*Type) (*Expr, []CheckError) {
	t.Helper()
	e, perrs := Parse(src)
	if perrs != nil {
		t.Fatalf("Parse(%q): %v", src, perrs)
	}
	return e, Check(e, vars)
}

func TestCheckTypes(t *testing.T) {
	obj := &Type{Kind: Object, Name: "selfType", Fields: []Field{
		{Name: "name", Type: StringType}, {Name: "items", Type: ListOf(IntType)},
		{Name: "labels", Type: MapOf(StringType, StringType)},
	}}
	vars := map[string]*Type{"self": obj, "oldSelf": obj}
	cases := []struct{ src, want string }{
		{`1 + 2`, "int"},
		{`1 + 2u`, ""},
		{`1 == 1u`, ""},
		{`1 < 1u`, "bool"},
		{`self.name.size() > 3`, "bool"},
		{`self.items.all(x, x > 0)`, "bool"},
		{`self.items.map(x, x * 2)`, "list(int)"},
		{`self.items.filter(x, x > 0)`, "list(int)"},
		{`self.labels.exists(k, k == 'a')`, "bool"},
		{`self.labels.all(k, v, v == k)`, "bool"},
		{`self.items.transformMap(i, v, v + i)`, "map(int, int)"},
		{`has(self.name)`, "bool"},
		{`self.nope`, ""},
		{`self == oldSelf`, "bool"},
		{`[1, 'a']`, ""},
		{`[]`, "list(dyn)"},
		{`{'a': 1}`, "map(string, int)"},
		{`self.?name`, "optional_type(string)"},
		{`self.?name.orValue('x')`, "string"},
		{`optional.of(1).optMap(x, x + 1)`, "optional_type(int)"},
		{`self.items.sortBy(x, -x)`, "list(int)"},
		{`quantity('1').isGreaterThan(quantity('2'))`, "bool"},
		{`isQuantity('1')`, "bool"},
		{`self.name.matches('^a')`, "bool"},
		{`sets.contains(self.items, [1])`, "bool"},
		{`dyn(1) + 1`, "int"},
		{`type(1) == int`, "bool"},
		{`self.items[0]`, "int"},
		{`self.labels['a']`, "string"},
		{`self.labels.a`, "string"},
		{`x`, ""},
		{`null == self.name`, ""},
		{`self.items.exists_one(x, x)`, ""},
		{`url('https://x').getHost()`, "string"},
		{`ip('1.2.3.4').family()`, "int"},
		{`'a'.format([1])`, ""},
		{`'%d %s'.format([1, 'x'])`, "string"},
		{`'%d'.format(['x'])`, ""},
		{`duration('1x')`, ""},
		{`timestamp('2020-01-01T00:00:00Z')`, "google.protobuf.Timestamp"},
		{`'a'.matches('[')`, ""},
		{`[1, null]`, ""},
		{`self.name.split(',').size()`, "int"},
		{`[1,2].sum()`, "int"},
	}
	for _, tc := range cases {
		e, errs := checkSrc(t, tc.src, vars)
		got := ""
		if len(errs) == 0 {
			got = e.Type.String()
		}
		if got != tc.want {
			t.Errorf("%s: type %q, want %q (errors %v)", tc.src, got, tc.want, errs)
		}
	}
}
