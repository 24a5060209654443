module github.com/kubedv/kubedv/kubedv-validate

go 1.26.0

replace github.com/kubedv/kubedv => ../

require go.yaml.in/yaml/v3 v3.0.4
