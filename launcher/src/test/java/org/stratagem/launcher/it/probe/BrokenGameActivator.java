package org.stratagem.launcher.it.probe;

import java.util.Hashtable;
import org.osgi.framework.BundleActivator;
import org.osgi.framework.BundleContext;
import org.stratagem.engine.api.Game;
import org.stratagem.engine.api.ServiceProperties;
import org.stratagem.testkit.Countdown;
import org.stratagem.testkit.Countdown.Flaw;

/** A third party's game bundle with a bug: the test kit's countdown whose undo loses a token. */
public class BrokenGameActivator implements BundleActivator {
    @Override
    public void start(BundleContext context) {
        Hashtable<String, Object> properties = new Hashtable<>();
        properties.put(ServiceProperties.GAME_ID, Countdown.ID);
        context.registerService(Game.class, new Countdown(9, Flaw.UNDO_FORGETS_THE_KEY), properties);
    }

    @Override
    public void stop(BundleContext context) {
        // the framework withdraws the game with the bundle
    }
}
