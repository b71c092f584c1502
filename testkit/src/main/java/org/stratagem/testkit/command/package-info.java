/**
 * Commands under test: {@link org.stratagem.testkit.command.CommandHarness} runs a
 * {@link org.stratagem.engine.api.command.Command} without a platform, parsing its options and writing
 * its JSON by the platform's own {@link org.stratagem.testkit.command.CommandConventions}.
 */
@Export
@Version("1.0.0")
package org.stratagem.testkit.command;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
