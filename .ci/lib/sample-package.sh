# Sourced by the steps that build a sample package against this tree (91, 92). A sample depends on
# swift-nib by path, and the folder's name is the package identity, so it builds against a copy of
# this tree named swift-nib (tar keeps modification times, so unchanged files stay built).
# copy_sample SAMPLE DEST: refreshes "$work/swift-nib", copies Samples/SAMPLE to DEST and points
# its Package.swift at the copy. Needs $work.
copy_sample() {
  mkdir -p "$work/swift-nib" "$2"
  tar --exclude=./.build --exclude=./.git --exclude=./.swiftpm -cf - . | tar -xf - -C "$work/swift-nib"
  tar -C "Samples/$1" --exclude=./.build -cf - . | tar -xf - -C "$2"
  sed -i.orig "s|path: \"../..\"|path: \"$work/swift-nib\"|" "$2/Package.swift"
}
