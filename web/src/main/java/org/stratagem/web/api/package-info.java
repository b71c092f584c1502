/**
 * What the web interface needs from the platform: its commands, run as {@code ./stratagem COMMAND}
 * runs them ({@link org.stratagem.web.api.CommandRunner}), and its games in progress
 * ({@link org.stratagem.web.api.SessionService}), so that the web interface goes through the
 * same catalog, bindings and contained searches as the command line. The launcher provides the
 * service; the interface lives here because the launcher's runtime already depends on this bundle.
 *
 * <p>Versioning: {@link org.stratagem.web.api.CommandRunner} and
 * {@link org.stratagem.web.api.SessionService} are implemented by the launcher only ({@code @ProviderType}).
 */
@Export
@Version("1.1.0")
package org.stratagem.web.api;

import org.osgi.annotation.bundle.Export;
import org.osgi.annotation.versioning.Version;
