/**
 * Commands that bundles add to the platform: a {@link org.stratagem.engine.api.command.Command}
 * serves both {@code ./stratagem NAME ...} and the Gogo shell, runs in a
 * {@link org.stratagem.engine.api.command.CommandContext} the platform gives it, and is registered
 * with {@link org.stratagem.engine.api.command.CommandName}; and the fixed searches of
 * {@code ./stratagem bench}, which a {@link org.stratagem.engine.api.command.BenchmarkedGame}
 * offers, and the refereed games of {@code ./stratagem match} in a game with hidden information,
 * which its {@link org.stratagem.engine.api.command.RefereedMatches} plays.
 *
 * <p>Versioning: {@link org.stratagem.engine.api.command.Command},
 * {@link org.stratagem.engine.api.command.BenchmarkedGame} and
 * {@link org.stratagem.engine.api.command.RefereedMatches} are implemented by game and strategy
 * bundles ({@code @ConsumerType}: adding an abstract method is a major change of this package);
 * {@link org.stratagem.engine.api.command.CommandContext} is implemented by the platform only and
 * called by commands ({@code @ProviderType}: adding a method to it is a minor change, since only
 * the platform, which imports this package with a range up to the next minor version, must follow).
 */
@Export
@Version("1.1.0")
package org.stratagem.engine.api.command;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
