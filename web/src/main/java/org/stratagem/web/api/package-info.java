/**
 * What the web interface needs from the platform: its commands, run as {@code ./stratagem COMMAND}
 * runs them ({@link org.stratagem.web.api.CommandRunner}), and its games in progress
 * ({@link org.stratagem.web.api.SessionService}), so that the web interface goes through the
 * same catalog, bindings and contained searches as the command line, and its engine-against-engine
 * matches ({@link org.stratagem.web.api.MatchService}). The launcher provides the
 * service; the interface lives here because the launcher's runtime already depends on this bundle.
 *
 * <p>Versioning: {@link org.stratagem.web.api.CommandRunner}, {@link org.stratagem.web.api.SessionService} and
 * {@link org.stratagem.web.api.MatchService} are implemented by the launcher only ({@code @ProviderType}).
 * 1.2.0 added the matches ({@code MatchService}, {@code MatchState}). 2.0.0: a match is started from a
 * {@code MatchSetup} (variant, clock, openings) in place of five arguments, {@code MatchState} tells them,
 * and {@code MatchService.delete} deletes a match; a session is seen from one seat ({@code SessionService.view}).
 */
@Export
@Version("2.0.0")
package org.stratagem.web.api;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
