package crdtest

import (
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

// corpusSchema exercises every kind of node the CRD environment declares.
const corpusSchema = `
type: object
properties:
  spec:
    type: object
    required: [name]
    properties:
      name: {type: string, maxLength: 63}
      free: {type: string}
      mode: {type: string, enum: [A, Bee, Ceee]}
      replicas: {type: integer}
      ratio: {type: number}
      enabled: {type: boolean}
      tags: {type: array, maxItems: 10, items: {type: string, maxLength: 20}}
      ports:
        type: array
        maxItems: 16
        x-kubernetes-list-type: map
        x-kubernetes-list-map-keys: [name]
        items:
          type: object
          required: [name]
          properties:
            name: {type: string, maxLength: 15}
            port: {type: integer}
            protocol: {type: string, default: TCP}
      unbounded: {type: array, items: {type: string}}
      objs: {type: array, items: {type: object, properties: {x: {type: integer}, y: {type: string}}}}
      labels: {type: object, maxProperties: 5, additionalProperties: {type: string}}
      anyMap: {type: object, additionalProperties: {type: integer}}
      size: {x-kubernetes-int-or-string: true}
      sizeBounded: {x-kubernetes-int-or-string: true, maxLength: 10}
      quota: {type: string, maxLength: 32}
      created: {type: string, format: date-time}
      day: {type: string, format: date}
      timeout: {type: string, format: duration}
      data: {type: string, format: byte, maxLength: 100}
      raw: {type: object, x-kubernetes-preserve-unknown-fields: true}
      nested: {type: object, properties: {a: {type: object, properties: {b: {type: string}}}}}
      dash-name: {type: string}
      if: {type: string}
      set: {type: array, maxItems: 100, x-kubernetes-list-type: set, items: {type: integer}}
      matrix: {type: array, maxItems: 4, items: {type: array, maxItems: 4, items: {type: integer}}}
      template:
        type: object
        x-kubernetes-embedded-resource: true
        properties:
          spec: {type: object, properties: {image: {type: string}}}
  status:
    type: object
    properties:
      phase: {type: string}
      conditions: {type: array, maxItems: 8, items: {type: object, properties: {type: {type: string, maxLength: 64}, status: {type: string, enum: ["True", "False", Unknown]}}}}
`

// celCorpus: every operator, macro and library function of the CRD
// environment, and the errors the API server reports, over corpusSchema.
var celCorpus = []string{
	// literals and operators
	`true`, `1 + 2 * 3 - 4 / 2 % 3 == 5`, `-1 < 0`, `--1 == 1`, `1u + 2u == 3u`, `1.5 * 2.0 == 3.0`,
	`"a" + 'b' == "ab"`, `b"ab" + b"c" == b"abc"`, `r"\d" == "\\d"`, `'''x'y''' != ""`, `"\u00e9\x41\101" != ""`,
	`null == null`, `!false`, `!!true`, `true && false || true`, `1 == 1u`, `1 < 1u`, `1 < 1.5`, `2u > 1.0`,
	`1 + 1u`, `"a" < "b"`, `b"a" <= b"b"`, `[1, 2] == [1, 2]`, `{"a": 1} != {}`, `[1] + [2] == [1, 2]`,
	`1 in [1, 2]`, `"a" in {"a": 1}`, `true ? 1 : 2`, `(true ? 1 : 'a') == 1`, `[1, 'a']`, `{1: 'a', 'b': 2}`,
	`[] == []`, `size([]) == 0`, `type(1) == int`, `type(self) == type(self)`, `dyn(1) == 1`, `int('1') == 1`,
	`uint(1) == 1u`, `double(1) == 1.0`, `string(1) == '1'`, `bytes('a') == b'a'`, `string(b'a') == 'a'`,
	`bool('true')`, `duration('1s') < duration('2s')`, `timestamp('2020-01-01T00:00:00Z') < timestamp('2021-01-01T00:00:00Z')`,
	`int(timestamp('2020-01-01T00:00:00Z')) > 0`, `duration('1h').getHours() == 1`, `timestamp('2020-01-01T00:00:00Z').getFullYear() == 2020`,
	`1 / 0 == 1`, `9223372036854775807 + 1 > 0`, `-9223372036854775808 < 0`,
	// self, fields, presence
	`self.spec.name.size() <= 63`, `size(self.spec.name) > 0`, `has(self.spec.free)`, `has(self.spec.nested.a.b)`,
	`self.spec.nested.a.b == 'x'`, `self.spec.nope == 1`, `self.spec.replicas > 0`, `self.spec.ratio > 0.5`,
	`self.spec.enabled`, `self.spec.mode == 'A'`, `self.spec.dash__dash__name == 'x'`, `self.spec.__if__ == 'x'`, `self.spec.if == 'x'`,
	`self.metadata.name.startsWith('a')`, `self.apiVersion != ''`, `self.kind == 'X'`, `self.spec.template.metadata.name != ''`,
	`self.spec.template.spec.image != ''`, `self.spec.size == 1 || self.spec.size == '1'`, `type(self.spec.size) == string`,
	`self.spec.created < timestamp('2030-01-01T00:00:00Z')`, `self.spec.day < self.spec.created`, `self.spec.timeout > duration('1s')`,
	`size(self.spec.data) < 10`, `self.spec.raw == self.spec.raw`, `has(self.spec.raw)`, `self.spec == self.spec`,
	`self.spec == self.status`, `self.spec.labels['a'] == 'b'`, `self.spec.labels.a == 'b'`, `'a' in self.spec.labels`,
	`self.spec.tags[0] == 'a'`, `self.spec.tags.size() < 5`, `self.spec.set.all(x, x > 0)`, `self.spec.matrix.all(r, r.all(c, c > 0))`,
	`self == oldSelf`, `self.spec.name == oldSelf.spec.name`, `self.spec.tags[?0].orValue('') == ''`, `self.spec.?free.orValue('') == ''`,
	`self.spec.labels[?'a'].hasValue()`, `self.?spec.?nested.?a.?b.hasValue()`, `optional.of(1).value() == 1`, `optional.none().hasValue()`,
	`optional.ofNonZeroValue(0).orValue(1) == 1`, `[?optional.of(1), 2] == [1, 2]`, `{?'a': optional.of(1)} == {'a': 1}`,
	`optional.of(1).optMap(x, x + 1) == optional.of(2)`, `optional.of(1).optFlatMap(x, optional.of(x)) == optional.of(1)`,
	`self.spec.?replicas.or(optional.of(1)).value() > 0`,
	// macros
	`self.spec.tags.all(t, t.size() < 20)`, `self.spec.tags.exists(t, t == 'a')`, `self.spec.tags.exists_one(t, t == 'a')`,
	`self.spec.tags.existsOne(t, t == 'a')`, `self.spec.tags.map(t, t.size()).all(n, n > 0)`, `self.spec.tags.map(t, t != '', t.size()).size() >= 0`,
	`self.spec.tags.filter(t, t.startsWith('x')).size() == 0`, `self.spec.labels.all(k, self.spec.labels[k] != '')`,
	`self.spec.labels.exists(k, k.startsWith('a'))`, `self.spec.ports.all(p, p.port > 0 && p.name != '')`,
	`self.spec.ports.exists(p, p.protocol == 'TCP')`, `self.spec.unbounded.all(u, u.size() < 10)`, `self.spec.objs.all(o, o.x > 0)`,
	`self.spec.anyMap.all(k, self.spec.anyMap[k] > 0)`, `self.spec.tags.all(i, t, i >= 0 && t != '')`,
	`self.spec.labels.all(k, v, k != v)`, `self.spec.labels.exists(k, v, v == 'x')`, `self.spec.tags.existsOne(i, t, t == 'a')`,
	`self.spec.tags.transformList(i, t, t + string(i)).size() > 0`, `self.spec.tags.transformList(i, t, i > 0, t).size() > 0`,
	`self.spec.labels.transformMap(k, v, v + k).size() > 0`, `self.spec.labels.transformMap(k, v, k != '', v).size() > 0`,
	`self.spec.labels.transformMapEntry(k, v, {v: k}).size() > 0`, `self.spec.tags.sortBy(t, t.size()) == self.spec.tags`,
	`self.spec.unbounded.sortBy(t, t) == []`, `self.spec.set.map(x, x * 2).exists(y, y == 4)`,
	`self.spec.tags.all(1, true)`, `self.spec.tags.map(t.x, 1)`, `self.spec.labels.all(k, k, true)`, `has(self.spec)`, `has(self)`,
	`self.spec.tags.all(t, t)`, `self.spec.tags.exists_one(t, 1)`, `self.spec.tags.map(t, t) == 1`, `self.spec.replicas.all(x, true)`,
	// strings library (ext.Strings v2)
	`self.spec.name.charAt(0) == 'a'`, `self.spec.name.indexOf('a') >= 0`, `self.spec.name.indexOf('a', 1) >= 0`,
	`self.spec.name.lastIndexOf('a') >= 0`, `self.spec.name.lowerAscii() == 'a'`, `self.spec.name.upperAscii() == 'A'`,
	`self.spec.name.replace('a', 'b') != ''`, `self.spec.name.replace('a', 'b', 1) != ''`, `self.spec.name.split(',').size() > 0`,
	`self.spec.name.split(',', 2).size() > 0`, `self.spec.name.substring(1) != ''`, `self.spec.name.substring(1, 2) != ''`,
	`self.spec.name.trim() != ''`, `self.spec.tags.join(',') != ''`, `self.spec.tags.join() != ''`, `strings.quote(self.spec.name) != ''`,
	`'%s-%d'.format(['a', 1]) != ''`, `self.spec.free.reverse() != ''`, `self.spec.name.contains('x')`, `self.spec.free.contains(self.spec.name)`,
	`self.spec.name.endsWith('x')`, `self.spec.free.matches('^[a-z]+$')`, `matches(self.spec.name, '^a')`, `self.spec.free.matches(self.spec.name)`,
	`self.spec.name.matches('[')`, `self.spec.name.find('[0-9]+') != ''`, `self.spec.name.findAll('[0-9]').size() > 0`,
	`self.spec.name.findAll('[0-9]', 2).size() > 0`, `self.spec.free + self.spec.name != ''`, `self.spec.free == self.spec.name`,
	`self.spec.mode < self.spec.name`,
	// lists (k8s Lists v0 and ext.Lists v3)
	`self.spec.set.isSorted()`, `self.spec.set.sum() > 0`, `self.spec.set.max() > 0`, `self.spec.set.min() >= 0`,
	`self.spec.set.indexOf(1) >= 0`, `self.spec.set.lastIndexOf(1) >= 0`, `self.spec.tags.isSorted()`, `self.spec.tags.indexOf('a') >= 0`,
	`self.spec.tags.min() != ''`, `[1.0, 2.0].sum() > 0.0`, `self.spec.set.slice(0, 2).size() == 2`, `self.spec.matrix.flatten().size() > 0`,
	`self.spec.set.reverse() == []`, `self.spec.set.distinct().size() > 0`, `self.spec.set.sort() == self.spec.set`, `self.spec.tags.sort().size() > 0`,
	`lists.range(5).size() == 5`, `self.spec.tags.first().hasValue()`, `self.spec.tags.last().orValue('') != ''`,
	`[[1], [2]].flatten(1) == [1, 2]`, `self.spec.unbounded.sort() == []`, `self.spec.unbounded.distinct() == []`,
	// sets
	`sets.contains(self.spec.set, [1])`, `sets.equivalent(self.spec.set, [1])`, `sets.intersects(self.spec.tags, ['a'])`,
	`sets.contains(self.spec.unbounded, self.spec.unbounded)`,
	// regex, url, ip, cidr, quantity, format, semver
	`url(self.spec.free).getHost() != ''`, `isURL(self.spec.free)`, `url('https://a/b?c=d').getScheme() == 'https'`,
	`url('https://a').getHostname() == 'a'`, `url('https://a:1').getPort() == '1'`, `url('https://a/b').getEscapedPath() == '/b'`,
	`url('https://a?x=1').getQuery().size() > 0`, `url(self.spec.free) == url(self.spec.name)`,
	`ip(self.spec.free).family() == 4`, `isIP(self.spec.name)`, `ip.isCanonical(self.spec.free)`, `ip('1.2.3.4').isLoopback()`,
	`ip('1.2.3.4').isUnspecified() || ip('::1').isGlobalUnicast() || ip('fe80::1').isLinkLocalUnicast() || ip('ff02::1').isLinkLocalMulticast()`,
	`ip('1.2.3.4') == ip('1.2.3.4')`, `cidr(self.spec.free).containsIP(ip('1.2.3.4'))`, `cidr('10.0.0.0/8').containsIP('10.1.1.1')`,
	`cidr('10.0.0.0/8').containsCIDR(cidr('10.1.0.0/16'))`, `cidr('10.0.0.0/8').containsCIDR('10.1.0.0/16')`, `cidr('10.0.0.0/8').ip().family() == 4`,
	`cidr('10.0.0.0/8').masked() == cidr('10.0.0.0/8')`, `cidr('10.0.0.0/8').prefixLength() == 8`, `isCIDR(self.spec.name)`,
	`quantity(self.spec.quota).isGreaterThan(quantity('1Gi'))`, `isQuantity(self.spec.quota)`, `quantity('1').isLessThan(quantity('2'))`,
	`quantity('1').compareTo(quantity('2')) < 0`, `quantity('1').add(quantity('2')).asInteger() == 3`, `quantity('1').add(1).sub(1).isInteger()`,
	`quantity('1').asApproximateFloat() > 0.0`, `quantity('1').sign() == 1`, `quantity('1') == quantity('1')`,
	`format.dns1123Label().validate(self.spec.name).hasValue()`, `format.named('dns1123Subdomain').hasValue()`,
	`format.named('uuid').value().validate(self.spec.free).hasValue()`, `!format.labelValue().validate(self.spec.name).hasValue()`,
	`format.dns1123Label() == format.dns1123Label()`, `format.qualifiedName().validate('a').hasValue() || format.uri().validate('a').hasValue() || format.byte().validate('a').hasValue() || format.date().validate('a').hasValue() || format.datetime().validate('a').hasValue()`,
	`isSemver(self.spec.free)`, `isSemver(self.spec.free, true)`, `semver('1.0.0').isGreaterThan(semver('0.1.0'))`,
	`semver('1.0.0').major() == 1 && semver('1.0.0').minor() == 0 && semver('1.0.0').patch() == 0`, `semver('1.0.0') == semver('1.0.0')`,
	`semver('1.0.0').compareTo(semver('1.0.0')) == 0`, `semver('v1.0', true).isLessThan(semver('2.0.0'))`,
	// errors
	`self.spec.name.size()`, `self.spec.name`, `1 +`, `undefined == 1`, `self.spec.name.nope()`, `nope(1)`, `self.spec.replicas.size()`,
	`self.spec.tags['a']`, `self.spec.labels[0]`, `self.spec.replicas == 'a'`, `[1] == ['a']`, `{'a': 1} == {1: 'a'}`, `int{}`,
	`Foo{a: 1}`, `if`, `self.in`, `a.b.c()`, `self.spec.name.matches(1)`, `timestamp('x')`, `duration('1x') > duration('1s')`,
	`self.spec.tags.all(x, x.nope)`, `has(self.spec.tags[0])`, `self.spec.?name == 'x'`, `1 == null`, `self.spec.nested == null`,
	`self.spec.created == null`, `optional.of(1) == null`, `[1, null]`, `[null, self.spec.nested]`,
	// check-time validators: literals, regexes, format strings
	`'%d %s %f %e %b %x %X %o %%'.format([1, 'a', 1.0, 2.0, true, 'ff', 255, 8]) != ''`, `'%.2f'.format([1.5]) != ''`,
	`'%d'.format(['x']) != ''`, `'%s'.format([]) != ''`, `'%'.format([1]) != ''`, `'%q'.format([1]) != ''`, `'x'.format([1]) != ''`,
	`'%s'.format([[1, 'a'], {'k': 1}]) != ''`, `'%s'.format([optional.of(1)]) != ''`, `'%.'.format([1.0]) != ''`,
	`'%s'.format([self.spec.tags]) != ''`, `self.spec.name.format([1]) != ''`, `'%x'.format([self.spec.data]) != ''`,
	`duration('1h30m') > duration('0s')`, `timestamp(0) < timestamp(1)`, `timestamp(-62135596801) < timestamp(0)`,
	`timestamp('10000-01-01T00:00:00Z') > timestamp(0)`, `matches('[', 'a')`, `matches('a', '[')`, `'a'.matches('(?P<n>a)')`,
	`'a'.matches('\p{Greek}')`, `'a'.matches('a{1001}')`, `[1, dyn(2)] == [1, 2]`, `[[1], ['a']] == []`, `{'a': 1, 'b': 'c'} == {}`,
	`[1, 2.0] == []`, `[optional.of(1), 2]`,
	// conversions of constants the program planner folds
	`int('x') == 1`, `int('12') == 12`, `uint(-1) == 1u`, `uint(int('-1')) == 1u`, `int(2.5e20) == 1`, `int(1e3) == 1000`,
	`double('x') > 0.0`, `double('1e400') > 0.0`, `bool('yes')`, `bool('t')`, `string(b'\xff') == ''`, `string(b'a') == 'a'`,
	`int(string(2.5)) == 1`, `string(dyn([1])) == ''`, `string(type(1)) == 'int'`, `int(dyn('7')) == 7`, `uint(18446744073709551615.0) > 1u`,
	`int(9223372036854775807u) > 0`, `int(9223372036854775808u) > 0`, `duration(string(duration('90s'))) > duration('1m')`,
	`int(timestamp(5)) == 5`, `timestamp(string(timestamp(0))) == timestamp(0)`, `int(duration('1s')) > 0`, `bytes('a') == b'a'`,
	`[?dyn(optional.of(1))] == [1]`, `{?'a': dyn(optional.of(1))} == {}`, `'%s'.format([[?dyn(1)]]) != ''`,
	`self.spec.raw.foo == 1`, `has(self.spec.raw.foo)`, `self.spec.raw == {}`,
	`size(string(1.5)) == 3`, `dyn(int('x')) == 1`, `[int('x')].size() == 1`, `self.spec.replicas == int('z')`,
}

func TestCELFrontCorpus(t *testing.T) {
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
	declType := model.SchemaDeclType(s, true)
	env := realRuleEnv(t, declType, false)
	self := gencel.DeclaredType(celTypeOf(s), true)
	vars := map[string]*gencel.Type{"self": self, "oldSelf": self}
	typeDiffs := 0
	for _, src := range celCorpus {
		ast, iss := compileRecovering(env, src)
		want := ""
		if iss.Err() == nil {
			want = ast.OutputType().String()
		}
		got := ""
		if e, perrs := gencel.Parse(src); perrs == nil {
			if errs := gencel.Check(e, vars); errs == nil {
				got = e.Type.String()
			}
		}
		if got != want {
			typeDiffs++
			t.Errorf("%s:\n  cel-go:  %q %v\n  gen/cel: %q", src, want, iss.Err(), got)
		}
	}
	// Rules (bool) and message expressions (string) through apiextensions'
	// compilation: verdict, estimated cost, oldSelf use.
	for _, src := range celCorpus {
		ast, iss := compileRecovering(env, src)
		if iss.Err() != nil {
			continue
		}
		switch ast.OutputType().String() {
		case "bool":
			root.XValidations = append(root.XValidations, apiextensionsinternal.ValidationRule{Rule: src})
		case "string":
			root.XValidations = append(root.XValidations, apiextensionsinternal.ValidationRule{Rule: "true", MessageExpression: src})
		}
	}
	rules, diffs := compareNodeRules(t, "corpus", crdvalidation.RootCELContext(root), gencel.RootContext(), false)
	t.Logf("corpus: %d expressions, %d type differences; %d rules, %d verdict/cost differences", len(celCorpus), typeDiffs, rules, diffs)
	if !strings.Contains(corpusSchema, "x-kubernetes-embedded-resource") {
		t.Fatal("corpus schema lost its embedded resource")
	}
}
