/**
 * The container side of the game test kit: {@link org.stratagem.testkit.container.StratagemContainer} gives
 * a Pax Exam test the Stratagem platform on Felix (SCR, ConfigAdmin, engine.api, engine.search and the test
 * kit, at the versions of the build that made this artifact) with the bundle under test, so that a game or
 * strategy bundle is tested with its real services and Declarative Services in a few lines.
 *
 * <p>A separate artifact from the test kit: the test kit is a bundle the platform runs (its {@code conform}
 * command) and a plain library for unit tests, and neither should carry Pax Exam. This one is for the test
 * JVM only; it brings Pax Exam, the Felix framework, slf4j-simple (warnings only, by the
 * {@code simplelogger.properties} it holds) and, as runtime dependencies, the platform's bundles.
 */
@Export
@Version("1.0.0")
package org.stratagem.testkit.container;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
