package org.stratagem.launcher.platform;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.osgi.framework.Bundle;
import org.osgi.framework.BundleContext;
import org.osgi.framework.ServiceReference;
import org.osgi.service.component.annotations.Activate;
import org.osgi.service.component.annotations.Component;
import org.osgi.service.component.annotations.Deactivate;
import org.osgi.service.component.annotations.Reference;
import org.osgi.service.component.annotations.ReferenceCardinality;
import org.osgi.service.component.annotations.ReferencePolicy;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.NotationException;
import org.stratagem.testkit.Conformance;
import org.stratagem.testkit.ConformanceReport;

/**
 * Checks every game that a bundle dropped into {@code load/} registers with the game test kit's
 * conformance suite ({@value #GAMES} random games, seed {@value #SEED}), on a thread of its own, and
 * logs the verdict: a conforming game at INFO, a broken one at WARNING with the first failing move
 * sequence. The platform's own games are checked by the build, not here.
 */
@Component(immediate = true)
public final class LoadedGameCheck {
    static final int GAMES = 20;
    static final long SEED = 1;
    private static final Logger LOG = Logger.getLogger("org.stratagem.launcher.load");

    private final BundleContext context;
    private final WatchedFolders watched;
    private final ExecutorService checks = Executors.newSingleThreadExecutor(task -> {
        Thread thread = new Thread(task, "stratagem-conformance");
        thread.setDaemon(true);
        return thread;
    });

    /** @param context this bundle's context: the games' service objects, and the folders FileInstall watches */
    @Activate
    public LoadedGameCheck(BundleContext context) {
        this.context = context;
        this.watched = WatchedFolders.of(context);
    }

    @Reference(service = Game.class, cardinality = ReferenceCardinality.MULTIPLE, policy = ReferencePolicy.DYNAMIC)
    void bindGame(ServiceReference<Game<?>> game) {
        Bundle bundle = game.getBundle();
        if (bundle != null && watched.installedFrom(bundle)) {
            checks.execute(() -> check(game, bundle));
        }
    }

    /* Nothing to release: a check holds its game's service object only while it runs. */
    void unbindGame(ServiceReference<Game<?>> game) {
    }

    @Deactivate
    void deactivate() {
        checks.shutdownNow();
    }

    private void check(ServiceReference<Game<?>> reference, Bundle bundle) {
        Game<?> game = context.getService(reference);
        if (game == null) {
            return;
        }
        String origin = bundle.getSymbolicName() + " " + bundle.getVersion() + " (" + bundle.getLocation() + ")";
        try {
            game.parsePosition("");
            ConformanceReport report = Conformance.check(game, GAMES, SEED);
            LOG.log(report.passed() ? Level.INFO : Level.WARNING, "game " + game.id() + " of " + origin + ": " + report);
        } catch (NotationException noInitialPosition) {
            LOG.info("game " + game.id() + " of " + origin + " has no initial position; check it with "
                    + "./stratagem conform " + game.id() + " --from POSITION");
        } catch (RuntimeException failed) {
            LOG.log(Level.WARNING, "game " + game.id() + " of " + origin + ": its conformance check failed", failed);
        } finally {
            context.ungetService(reference);
        }
    }
}
